import type { z } from 'zod';

/** "itemList[2].quantity" from a zod issue path. */
export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/**
 * One sentence that names the field, as API.md §1.4 asks ("phoneNumber is required").
 * Shared so that the server's 400s and the web forms say the same thing.
 */
export function describeIssue(issue: z.core.$ZodIssue, prefix = ''): { field: string; message: string } {
  const field = [prefix, issuePath(issue.path)].filter(Boolean).join('.') || 'body';
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type' && (input === undefined || input === null)) {
    return { field, message: `${field} is required` };
  }
  return { field, message: `${field}: ${issue.message}` };
}
