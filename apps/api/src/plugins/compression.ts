import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (JSON, CSV) for a browser that asks (Accept-Encoding: br or gzip): a product
 * list or the till's catalog is several times smaller on a slow line. Built assets are precompressed at build
 * time and served as they are (plugins/web.ts); an answer that already has a Content-Encoding, partial content
 * (206, Content-Range) and types that are compressed already (PDF, images, zip) are left alone by the plugin.
 * Brotli at quality 4: the plugin's recommended speed for answers made per request (11 is for build time).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
