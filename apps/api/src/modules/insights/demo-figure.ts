/**
 * The portal keeps no Tools, DMP or Analytics data of its own (decision 0020): the figures it shows
 * for them are derived from a text such as `impressions:<account>:<day>`, so every machine and every
 * run answers the same number for the same account and day.
 */
export function stableHash(text: string): number {
  // FNV-1a, 32 bit: small, fast and spreads short keys well enough for demo figures.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A whole number from `min` to `max` (both included) that depends only on `text`. */
export function figureBetween(text: string, min: number, max: number): number {
  return min + (stableHash(text) % (max - min + 1));
}
