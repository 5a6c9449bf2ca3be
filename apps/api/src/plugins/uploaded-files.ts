import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isStoredFileName, type FileStorage } from '../lib/file-storage';

const notFound = (url: string) => ({ success: false, code: 'NOT_FOUND', errordesc: `No route GET ${url.split('?')[0]}` });

/**
 * `/uploads/<name>`: a stored upload, from the disk or the bucket, whichever process stored it. A name is a random
 * UUID that is never written twice, so an answer may be kept; a name that is not a plain file name (a folder, `..`,
 * a hidden file) is 404 without a look-up.
 */
export function registerUploadedFiles(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
    const { name } = req.params;
    if (!isStoredFileName(name)) return reply.status(404).send(notFound(req.url));
    const file = await storage.get(name);
    if (!file) return reply.status(404).send(notFound(req.url));
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
    if (req.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(contentTypeOf(name)).header('content-length', file.size).send(file.body);
  });
}
