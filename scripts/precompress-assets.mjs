// Brotli and gzip copies of the built web app's text files (apps/web/dist), written beside each file as
// `<name>.br` and `<name>.gz`, so the server sends a browser the compressed bytes without compressing on every
// request (@fastify/static `preCompressed`, apps/api/src/plugins/web.ts). Run by build-app.mjs after Vite.
// Images and fonts are compressed already; a file under 1 KB gains too little to keep two more copies.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

/** Writes the copies for every compressible file under `dist`; returns what was written, for the build's log. */
export function precompressAssets(dist) {
  let files = 0;
  let rawBytes = 0;
  let brBytes = 0;
  let gzBytes = 0;
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
    rawBytes += raw.length;
    brBytes += br.length;
    gzBytes += gz.length;
  }
  return { files, rawBytes, brBytes, gzBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const { files, rawBytes, brBytes, gzBytes } = precompressAssets(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Precompressed ${files} files: ${kb(rawBytes)} → ${kb(brBytes)} brotli, ${kb(gzBytes)} gzip`);
}
