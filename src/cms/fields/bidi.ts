/**
 * A path, an address or another left-to-right run inside an Arabic text of the admin, isolated (LRI … PDI,
 * Unicode's bidirectional isolates): its slash, dots and brackets stay where they are in English. Without it
 * "/schedule" in a right-to-left sentence shows as "schedule/" (the slash, a neutral character, takes the
 * Arabic direction around it); left-to-right marks around it held in some places and not in others.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
