import { MAX_INTEGER_ID } from '@portal/contract';

/** The path's id when it can be a user's; anything else is no user at all. */
export function userIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_INTEGER_ID ? id : null;
}
