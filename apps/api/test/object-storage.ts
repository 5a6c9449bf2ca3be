import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed key pair: it checks signatures made with them. */
const ACCESS_KEY = 'S3RVER';
const OBJECT_SUFFIX = '._S3rver_object';

export interface TestObjectStorage {
  /** The S3_* settings that point an app at it. */
  env: Record<string, string>;
  bucket: string;
  /** Keys now in the bucket. */
  keys(): string[];
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from npm) on a free port, files in a temporary folder, with one bucket:
 * what the tests of S3_BUCKET run against, in place of a hosted one.
 */
export async function startTestObjectStorage(bucket = 'dukani-test-uploads'): Promise<TestObjectStorage> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    // s3rver keeps an object as <bucket>/<key>._S3rver_object beside its metadata.
    keys: () =>
      fs
        .readdirSync(path.join(directory, bucket), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => path.relative(path.join(directory, bucket), path.join(entry.parentPath, entry.name)).slice(0, -OBJECT_SUFFIX.length))
        .sort(),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
