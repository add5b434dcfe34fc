import { readFile } from 'node:fs/promises';
import { type PreparedImage, prepareImage } from '../../../platform/pdf/index';

const logos = new Map<string, Promise<PreparedImage>>();

async function readLogo(path: string): Promise<PreparedImage> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`SELLER_LOGO_PATH: the seller's logo cannot be read (${reason})`);
  }
  try {
    return await prepareImage(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`SELLER_LOGO_PATH: ${path} is not a readable PNG or JPEG image (${reason})`);
  }
}

/**
 * The seller's logo at the top of invoices and credit notes (SELLER_LOGO_PATH), read and prepared
 * once per process: main.ts awaits it at start, so a missing or broken file stops the start with
 * this error, and every document after that copies the prepared image.
 */
export function loadSellerLogo(path: string): Promise<PreparedImage> {
  let logo = logos.get(path);
  if (!logo) {
    logo = readLogo(path);
    logos.set(path, logo);
    // A failed read is not kept: the next call reads the file again.
    logo.catch(() => logos.delete(path));
  }
  return logo;
}
