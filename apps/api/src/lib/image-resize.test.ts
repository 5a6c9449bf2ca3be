import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { reencodeLogo, resizeProductImage } from './image-resize';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5048e5' } })
    .png()
    .toBuffer();

describe('uploaded images are re-encoded, never stored as sent', () => {
  it('drops whatever follows the image in a logo file (a script appended to a PNG)', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const logo = await reencodeLogo(Buffer.concat([await solid(40, 20), script]));
    expect(logo.ext).toBe('png');
    expect(logo.data.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(logo.data.includes(script)).toBe(false);
    expect(await sharp(logo.data).metadata()).toMatchObject({ width: 40, height: 20, format: 'png' });
  });

  it('keeps a logo within 512 px and a product picture within 800 px', async () => {
    expect(await sharp((await reencodeLogo(await solid(2000, 1000))).data).metadata()).toMatchObject({ width: 512, height: 256 });
    expect(await sharp((await resizeProductImage(await solid(1000, 3000))).data).metadata()).toMatchObject({ width: 267, height: 800, format: 'webp' });
  });

  it('refuses a picture over 25 megapixels (a decompression bomb), naming the field', async () => {
    const bomb = await solid(12_000, 12_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // One at a time: a second promise made up front would reject while the first is awaited, unhandled.
    for (const attempt of [() => reencodeLogo(bomb), () => resizeProductImage(bomb, 'images')]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^(logo|images) is too large: at most 25 megapixels/) });
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(reencodeLogo(Buffer.from('\x89PNG\r\n\x1a\nnot really'))).rejects.toMatchObject({ code: 'VALIDATION', field: 'logo' });
  });
});
