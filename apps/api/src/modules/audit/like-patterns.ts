/** `%`, `_` and `\` of the user's text matched literally in LIKE patterns (PostgreSQL's default escape). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern: the text anywhere. */
export const containing = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern: the text at the start (an index on the column can serve it). */
export const startingWith = (text: string) => `${literal(text)}%`;
