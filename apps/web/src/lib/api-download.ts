import type { RouteRef } from '@dukani/contracts';
import { ApiError, INTERNAL_ERROR_TEXT, readEnvelope, sendWithSession, type CallArgs } from '@/lib/api-client';

// The file routes (csv, pdf, zip) live here rather than in api-client.ts: that one is in every first load.

/** A `csv` route (API.md §1.9): the file's text. Success has no envelope; a failure still answers with one. */
export async function apiText<C extends RouteRef>(contract: C, args: CallArgs<C> = {}): Promise<string> {
  return (await apiFileResponse(contract, args)).text();
}

/**
 * A file route's answer, once it is known to be the file: success has no envelope; a failure still answers with
 * one, which becomes the ApiError.
 */
export async function apiFileResponse<C extends RouteRef>(contract: C, args: CallArgs<C> = {}): Promise<Response> {
  const response = await sendWithSession(contract, args as CallArgs<RouteRef>);
  if (response.ok) return response;
  const envelope = await readEnvelope<unknown>(response);
  if (!envelope || envelope.success) throw new ApiError(response.status, 'INTERNAL', INTERNAL_ERROR_TEXT);
  throw new ApiError(response.status, envelope.code, envelope.errordesc || INTERNAL_ERROR_TEXT, envelope.field, envelope);
}

/** A `pdf` route: the document's bytes. Success has no envelope; a failure still answers with one. */
export async function apiBlob<C extends RouteRef>(contract: C, args: CallArgs<C> = {}): Promise<Blob> {
  return (await apiFileResponse(contract, args)).blob();
}

/** The file name a download's Content-Disposition gives: the exact UTF-8 `filename*` first, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * A file the server streams (a zip): its bytes, read as they arrive so the screen can say how much has come
 * (`onProgress`, in bytes; a streamed file has no length to count towards), and the name the server gave it.
 * Kept out of api-client, which the till loads first, since only the account screen downloads this way.
 */
export async function apiDownload<C extends RouteRef>(
  contract: C,
  args: CallArgs<C> & { onProgress?: (bytes: number) => void } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiFileResponse(contract, args);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  if (!response.body) return { blob: await response.blob(), fileName };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      args.onProgress?.(received);
    }
  } catch (error) {
    if (args.signal?.aborted) throw error;
    // The line dropped half-way: what came is not a whole file.
    throw new ApiError(0, 'NETWORK', INTERNAL_ERROR_TEXT);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
