/**
 * The longest value each form field accepts, in characters: the server's schemas (./fields.ts and the form
 * schemas) refuse more, and the forms' inputs carry the same `maxLength`. No zod here: the forms import it.
 */
export const limits = {
  name: 100,
  fullName: 150,
  email: 254,
  phone: 30,
  message: 5000,
  seatMessage: 1000,
  advisorMessage: 1500,
} as const;
