/**
 * `%text%` for ILIKE with the pattern characters escaped: LIKE treats % and _ as wildcards and \ as the
 * escape, so a search for "50%" must mean the text.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
