import { PROFILE_IMAGE } from '@portal/contract';
import sharp, { type Metadata } from 'sharp';

// Every upload is a picture never seen before: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Why an upload is not taken as a profile image. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'notAnImage' | 'tooWide') {
    super(`profile image refused: ${reason}`);
  }
}

/**
 * The pictures browsers show and cameras and phones produce (decision 0049). SVG (a document that
 * can point elsewhere), PDF, TIFF and the rest that libvips also reads are refused; HEIF only as
 * AVIF, the one whose decoder ships with sharp.
 */
function isAccepted(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return ['jpeg', 'png', 'webp', 'gif'].includes(metadata.format ?? '');
}

/**
 * Decides by the bytes alone, whatever the file is called or claims to be: a picture sharp decodes
 * in full (a broken one is refused), at most `maxSide` pixels a side. It is turned upright by its
 * EXIF orientation, cut to the centred square and stored as a `size`² WebP without any of its
 * metadata (location, camera, time), so nothing the upload carried beyond its pixels is served.
 */
export async function squareAvatar(input: Buffer): Promise<Buffer> {
  const image = sharp(input, {
    failOn: 'error',
    limitInputPixels: PROFILE_IMAGE.maxSide * PROFILE_IMAGE.maxSide,
  });
  // The header only: an image too large a side is refused before a pixel is decoded.
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.width || !metadata.height || !isAccepted(metadata)) throw new ImageRefused('notAnImage');
  if (Math.max(metadata.width, metadata.height) > PROFILE_IMAGE.maxSide) throw new ImageRefused('tooWide');
  try {
    return await image
      .autoOrient()
      .resize(PROFILE_IMAGE.size, PROFILE_IMAGE.size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt pixel data behind a valid header.
    throw new ImageRefused('notAnImage');
  }
}
