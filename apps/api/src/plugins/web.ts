import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FileStorage } from '../lib/file-storage';
import { registerUploadedFiles } from './uploaded-files';

const API_PREFIXES = ['/api/', '/v1/api/', '/uploads/', '/docs'];

/**
 * The installable app's caching (issue 17): the service worker (with its imported sw-sync.js), its registration, the manifest and index.html
 * are always revalidated, so a new version is found on the next visit; Vite's hashed assets never change under
 * their name and are kept a year. The service worker's own cache is what makes the till open offline.
 */
export function setWebCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  // A precompressed copy (`sw.js.br`) is the file it copies: same caching, same type.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (
    name === 'sw.js' ||
    name === 'sw-sync.js' ||
    name.startsWith('workbox-') ||
    name === 'registerSW.js' ||
    name === 'manifest.webmanifest' ||
    name === 'index.html'
  ) {
    reply.header('Cache-Control', 'no-cache');
  } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  }
  if (name === 'manifest.webmanifest') reply.header('Content-Type', 'application/manifest+json');
}

/**
 * Serves uploaded images, the built web app, and index.html for any other GET (SPA fallback).
 * Unknown API paths get the 404 envelope.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, uploads: FileStorage) {
  registerUploadedFiles(app, uploads);
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    // preCompressed: the `.br` / `.gz` written beside each file at build time (scripts/precompress-assets.mjs) go
    // to a browser that accepts them, as they are; a file without them goes as it is.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      preCompressed: true,
      setHeaders: setWebCacheHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = req.url.split('?')[0]!.slice(1);
      if (file && fs.existsSync(path.join(webDist, file)) && !file.includes('..')) return reply.sendFile(file);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', errordesc: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
