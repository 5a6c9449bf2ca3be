import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder, found by walking up from this file: it runs from `src/` under tsx and from the
 * bundle in `dist/`, so a fixed `../..` would point somewhere else in one of the two.
 */
function findApiRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@dukani/api') return folder;
    if (path.dirname(folder) === folder) throw new Error(`apps/api/package.json not found above ${start}`);
  }
}

export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
