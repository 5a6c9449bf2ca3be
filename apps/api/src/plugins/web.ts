import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/v1/api/', '/uploads/', '/docs'];

/**
 * Serves uploaded images, the built web app, and index.html for any other GET (SPA fallback).
 * Unknown API paths get the 404 envelope.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false, decorateReply: true });
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
