import type { Sharp } from 'sharp';
import { AppError, invalid } from './app-error';

/** Product and bundle pictures are shown as tiles and thumbnails: 800 px on the long side is plenty. */
export const MAX_PRODUCT_IMAGE_SIDE = 800;
/** A logo is printed small on receipts and shown in the top bar. */
export const MAX_LOGO_SIDE = 512;
/**
 * A 2 MB file can still be a decompression bomb (a 12000 × 12000 PNG of one colour is a few KB and
 * 576 MB once decoded); 25 megapixels is more than any phone photo a shop sends by default.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

async function reencode(data: Buffer, field: string, side: number, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  // Loaded on the first picture, not at start-up: libvips is tens of MB of memory a till server may never need.
  const { default: sharp } = await import('sharp');
  let image: Sharp;
  try {
    image = sharp(data, { failOn: 'error', limitInputPixels: false });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_INPUT_PIXELS) throw invalid(field, 'image.tooManyPixels', { width, height });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid(field, 'image.unreadable');
  }
  try {
    return await encode(image.rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })).toBuffer();
  } catch {
    throw invalid(field, 'image.unreadable');
  }
}

/**
 * Re-encodes a product picture as WebP within 800×800, keeping its aspect ratio and never enlarging.
 * Every upload is re-encoded, small ones too: that applies the EXIF orientation and drops the
 * metadata (phone photos carry the shop's GPS position), and a 2 MB camera JPEG shrinks to ~100 KB.
 */
export async function resizeProductImage(data: Buffer, field = 'images'): Promise<{ data: Buffer; ext: 'webp' }> {
  return { data: await reencode(data, field, MAX_PRODUCT_IMAGE_SIDE, (image) => image.webp({ quality: 82 })), ext: 'webp' };
}

/** A receipt photo must stay legible (small print): 1600 px on the long side. */
export const MAX_RECEIPT_SIDE = 1600;

/** Re-encodes a receipt photo as JPEG within 1600×1600, dropping its metadata as for product pictures. */
export async function resizeReceiptImage(data: Buffer, field = 'receipt'): Promise<{ data: Buffer; ext: 'jpg' }> {
  return { data: await reencode(data, field, MAX_RECEIPT_SIDE, (image) => image.jpeg({ quality: 80 })), ext: 'jpg' };
}

/**
 * Re-encodes a logo as PNG within 512×512: only decoded pixels are kept, so bytes appended to an image
 * (a script after the PNG's end) never reach the uploads folder, and PNG keeps transparency and is what
 * the receipt PDF can embed.
 */
export async function reencodeLogo(data: Buffer, field = 'logo'): Promise<{ data: Buffer; ext: 'png' }> {
  return { data: await reencode(data, field, MAX_LOGO_SIDE, (image) => image.png({ compressionLevel: 9 })), ext: 'png' };
}
