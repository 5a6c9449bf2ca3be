import sharp from 'sharp';
import { invalid } from './app-error';

/** Product and bundle pictures are shown as tiles and thumbnails: 800 px on the long side is plenty. */
export const MAX_PRODUCT_IMAGE_SIDE = 800;

/**
 * Re-encodes a product picture as WebP within 800×800, keeping its aspect ratio and never enlarging.
 * Every upload is re-encoded, small ones too: that applies the EXIF orientation and drops the
 * metadata (phone photos carry the shop's GPS position), and a 2 MB camera JPEG shrinks to ~100 KB.
 */
export async function resizeProductImage(data: Buffer, field = 'images'): Promise<{ data: Buffer; ext: 'webp' }> {
  try {
    const resized = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({ width: MAX_PRODUCT_IMAGE_SIDE, height: MAX_PRODUCT_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data: resized, ext: 'webp' };
  } catch {
    throw invalid(field, `${field} could not be read as an image`);
  }
}
