import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../lib/app-error';
import { contentTypeOf, storedNameOf, type FileStorage } from '../lib/file-storage';
import { msg } from '../lib/messages';
import { reencodeLogo, resizeProductImage, resizeReceiptImage } from '../lib/image-resize';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** An expense's paper receipt (M1 `receipt`): a phone photo or a scanned PDF, up to 5 MB. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/** The file part that may be a PDF as well as an image. */
const RECEIPT_PART = 'receipt';

/** A stored upload: the URL the API hands back. */
export type Uploads = Record<string, string>;

/** Judge the type by the file's first bytes, never by its name or declared type. */
export function sniffImage(buffer: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A PDF starts with `%PDF-` (ISO 32000 §7.5.2). */
export function sniffPdf(buffer: Buffer): boolean {
  return buffer.length >= 5 && buffer.toString('latin1', 0, 5) === '%PDF-';
}

/**
 * The multipart parser throws plain errors for a form it cannot read (no boundary, cut off mid-part):
 * those are the client's fault, so they become a 400 on `field`. Our own refusals and Fastify's coded
 * limit errors (413) pass through as they are.
 */
async function readingMultipart<T>(field: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw invalid(field, 'upload.notMultipart');
  }
}

/** Image parts read and checked, not yet written: they are stored only once the request is allowed. */
export interface PendingFile {
  field: string;
  ext: string;
  data: Buffer;
}

/**
 * What one request's files may weigh together. No route takes more than one file part, so this is the
 * largest part's limit; it also bounds what a request holds in memory before anything is stored.
 */
export const MAX_REQUEST_FILE_BYTES = MAX_RECEIPT_BYTES;

/**
 * Reads an `mp` request (API.md §1.9): the `payload` part becomes the body that the contract then
 * validates, and each file part the route names (`fileParts`, once each) is checked by its bytes and kept
 * in memory. Any other part, or a part sent twice, is refused as it arrives, before its bytes are read:
 * a part nobody reads is never stored, and a repeated one could not be removed on a refusal either.
 */
export function readMultipart(req: FastifyRequest, fileParts: readonly string[]): Promise<{ body: unknown; files: PendingFile[] }> {
  return readingMultipart('body', () => readMultipartParts(req, fileParts));
}

async function readMultipartParts(req: FastifyRequest, fileParts: readonly string[]): Promise<{ body: unknown; files: PendingFile[] }> {
  let body: unknown = {};
  const files: PendingFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  // The limit is the receipt's; images are held to their own 2 MB below. Judging `truncated` ourselves
  // (instead of the library's generic 413) lets the refusal name the part.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 10, fields: 50 },
    throwFileSizeLimit: false,
  };
  for await (const part of req.parts(options)) {
    const name = part.fieldname;
    if (part.type === 'file' ? !fileParts.includes(name) : name !== 'payload') {
      throw invalid(name, part.type === 'file' ? 'upload.unexpectedFile' : 'upload.unexpectedField', { parts: fileParts.join(', ') });
    }
    if (seen.has(name)) throw invalid(name, 'upload.repeatedPart');
    seen.add(name);
    if (part.type === 'file') {
      const data = await part.toBuffer();
      const isReceipt = name === RECEIPT_PART;
      if (isReceipt && part.file.truncated) throw new AppError('FILE_TOO_LARGE', msg('upload.receiptTooLarge', { field: name }), name);
      if (!isReceipt && (part.file.truncated || data.length > MAX_IMAGE_BYTES)) {
        throw new AppError('FILE_TOO_LARGE', msg('upload.imageTooLarge', { field: name }), name);
      }
      total += data.length;
      if (total > MAX_REQUEST_FILE_BYTES) {
        throw new AppError('FILE_TOO_LARGE', msg('upload.filesTooLarge', { field: name, max: MAX_REQUEST_FILE_BYTES / 1024 / 1024 }), name);
      }
      if (data.length === 0) continue;
      const ext = sniffImage(data) ?? (isReceipt && sniffPdf(data) ? 'pdf' : null);
      if (!ext) throw invalid(name, isReceipt ? 'upload.receiptType' : 'upload.imageType');
      files.push({ field: name, ext, data });
    } else {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw invalid('payload', 'upload.payloadNotJson');
      }
    }
  }
  return { body, files };
}

/** What is written for a checked part: decoded pixels for an image, the document as sent for a receipt PDF. */
async function storedForm(file: PendingFile): Promise<{ data: Buffer; ext: string }> {
  if (file.ext === 'pdf') return { data: file.data, ext: 'pdf' };
  if (file.field === 'images') return resizeProductImage(file.data, file.field);
  if (file.field === RECEIPT_PART) return resizeReceiptImage(file.data, file.field);
  return reencodeLogo(file.data, file.field);
}

/** Remove what storeFiles wrote for a request that was then refused, so a refusal leaves no file behind. */
export async function removeStoredFiles(uploads: Uploads, storage: FileStorage): Promise<void> {
  for (const url of Object.values(uploads)) {
    const name = storedNameOf(url);
    if (name) await storage.delete(name);
  }
}

/** Store the checked images (on disk or in the bucket); called after validation and authorisation pass. */
export async function storeFiles(files: PendingFile[], storage: FileStorage): Promise<Uploads> {
  const uploads: Uploads = {};
  if (files.length === 0) return uploads;
  try {
    for (const file of files) {
      // Nothing is stored as sent but a receipt PDF: images are decoded and re-encoded (lib/image-resize), so a
      // file that is an image followed by something else (a script) is never served back.
      const stored = await storedForm(file);
      const name = `${crypto.randomUUID()}.${stored.ext}`;
      await storage.put(name, stored.data, contentTypeOf(name));
      uploads[file.field] = `/uploads/${name}`;
    }
  } catch (err) {
    // A later part that cannot be decoded refuses the request: the parts written before it go too.
    await removeStoredFiles(uploads, storage);
    throw err;
  }
  return uploads;
}

/**
 * A bulk upload (API.md §1.9): one CSV part named `partName`, at most `maxBytes`. Anything else in the
 * request is ignored. The caller parses the rows.
 */
export async function readCsvUpload(req: FastifyRequest, partName: string, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw invalid(partName, 'upload.csvNotMultipart');
  return readingMultipart(partName, () => readCsvParts(req, partName, maxBytes));
}

async function readCsvParts(req: FastifyRequest, partName: string, maxBytes: number): Promise<Buffer> {
  let csv: Buffer | null = null;
  // The issue asks for a 400 naming the part for a file over the limit: read on and judge `truncated`
  // here instead of letting the multipart library throw its generic 413.
  // `throwFileSizeLimit` is read by @fastify/multipart at run time but missing from parts()'s type.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: maxBytes, files: 3, fields: 10 },
    throwFileSizeLimit: false,
  };
  for await (const part of req.parts(options)) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (part.fieldname !== partName) continue;
    if (part.file.truncated) throw invalid(partName, 'upload.tooLarge', { max: Math.round(maxBytes / 1024 / 1024) });
    csv = data;
  }
  if (!csv || csv.length === 0) throw invalid(partName, 'upload.csvRequired');
  return csv;
}
