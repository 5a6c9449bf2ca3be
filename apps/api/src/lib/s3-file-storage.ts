import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStoredFileName, type FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); unset: AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted services want. */
  forcePathStyle: boolean;
  /** Start of every key, so one bucket can hold more than uploads. */
  prefix: string;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET), so a file stored through one api process is served and drawn
 * into a PDF by any other. Checks the bucket answers before the app starts: a wrong setting is found on the first
 * start rather than on the first logo.
 */
export async function s3FileStorage(settings: S3Settings): Promise<FileStorage & { close(): void }> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked bodies) are not
    // understood by many S3-compatible services, and a put here is a small buffer sent whole with its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (name: string) => {
    if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
    return `${settings.prefix}${name}`;
  };
  const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (err) {
    client.destroy();
    const reason = err instanceof S3ServiceException ? `${err.name}, HTTP ${err.$metadata.httpStatusCode ?? '?'}` : (err as Error).message;
    throw new Error(`S3_BUCKET: cannot use ${where} (${reason}). Uploads are kept there for every api process, so this one does not start without it.`, {
      cause: err,
    });
  }
  return {
    kind: 's3',
    async put(name, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(name), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(name) {
      if (!isStoredFileName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${name} without a body stream`);
        return { body: object.Body, size: object.ContentLength ?? 0, etag: object.ETag ?? `"${name}"` };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(name) {
      if (!isStoredFileName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
    },
    close: () => client.destroy(),
  };
}
