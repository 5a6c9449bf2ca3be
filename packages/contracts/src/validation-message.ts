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

/** Parse options that let describeIssue tell a missing field from a wrong one. */
export const REPORT_INPUT = { reportInput: true } as const;

/**
 * One sentence that names the field, as API.md §1.4 asks ("phoneNumber is required").
 * Shared so that the server's 400s and the web forms say the same thing.
 */
export function describeIssue(issue: z.core.$ZodIssue, prefix = ''): { field: string; message: string } {
  const field = [prefix, issuePath(issue.path)].filter(Boolean).join('.') || 'body';
  // Only issues parsed with `reportInput: true` carry `input`; without it we cannot tell "missing" from "wrong".
  const isMissing = 'input' in issue && (issue.input === undefined || issue.input === null);
  if (isMissing && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) {
    return { field, message: `${field} is required` };
  }
  return { field, message: `${field}: ${issue.message}` };
}
