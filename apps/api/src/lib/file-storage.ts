import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, with what an HTTP answer needs to say about them. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** Changes whenever the bytes do: answers If-None-Match. */
  etag: string;
}

/**
 * Where uploads (logos, product pictures, expense receipts) live: one folder on this computer (the embedded
 * deployment) or an S3-compatible bucket (S3_BUCKET), shared by every api process. Every upload route, the
 * `/uploads/` path and the PDFs go through this, never through the folder itself. Names are those storeFiles
 * gives (a random UUID and an extension); a name that is not a plain file name is never looked up.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Removing a file that is not there is not an error. */
  delete(name: string): Promise<void>;
}

/** A plain file name: no folder, no dot first (no `..`, no hidden file), nothing a URL or a shell reads specially. */
export function isStoredFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');
}

/** The stored file behind a `/uploads/<name>` URL this API handed out; null for any other text. */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith('/uploads/')) return null;
  const name = url.slice('/uploads/'.length);
  return isStoredFileName(name) ? name : null;
}

function assertFileName(name: string): void {
  if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** What a stored file is, by the extension storeFiles gave it after sniffing its bytes. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** A whole stored file in memory (a logo for a PDF); null when there is none. */
export async function readStoredFile(storage: FileStorage, name: string): Promise<Buffer | null> {
  const file = await storage.get(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The uploads folder of this computer (DATA_DIR/uploads). */
export function diskFileStorage(folder: string): FileStorage {
  fs.mkdirSync(folder, { recursive: true });
  const fileOf = (name: string) => {
    assertFileName(name);
    return path.join(folder, name);
  };
  const statOf = (name: string) => (isStoredFileName(name) ? fsp.stat(fileOf(name)).catch(() => null) : Promise.resolve(null));
  return {
    kind: 'disk',
    async put(name, data) {
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${fileOf(name)}.${process.pid}.partial`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, fileOf(name));
    },
    async get(name) {
      const stat = await statOf(name);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(fileOf(name)), size: stat.size, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
    },
    async exists(name) {
      return Boolean((await statOf(name))?.isFile());
    },
    async delete(name) {
      await fsp.rm(fileOf(name), { force: true });
    },
  };
}
