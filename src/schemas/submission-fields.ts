/** Names shared by the forms and the server (no zod here: the browser bundle imports it). */
export const HONEYPOT_FIELD = "website";
