import type { Rolldown } from 'vite';

const TILL_PAGE = /[\\/]src[\\/]features[\\/]pos[\\/]pages[\\/]pos-page\.tsx$/;

/** The script chunks /pos runs on every visit: the entry's static imports, and the till page's. */
export function tillFirstLoad(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const page = chunks.find((c) => c.facadeModuleId !== null && TILL_PAGE.test(c.facadeModuleId));
  if (!entry || !page) throw new Error('tillFirstLoad: the entry or the till page chunk is missing');
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
    return into;
  };
  return { shell: walk(entry.fileName, new Set()), till: walk(page.fileName, new Set()), byFile };
}
