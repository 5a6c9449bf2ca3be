import type { Plugin, Rolldown } from 'vite';

const TILL_PAGE = /[\\/]src[\\/]features[\\/]pos[\\/]pages[\\/]pos-page\.tsx$/;

/**
 * The till's chunks fetched beside the entry when the page opened is /pos on a signed-in device (issue 33).
 * Without it they were a chain: the entry and the libraries were fetched, parsed and run, the router matched
 * /pos, and only then were the till's chunks asked for (~0.4 s with the CPU slowed 4×, service worker or not).
 * An inline script, not static links: a signed-out visitor opening the sign-in downloads none of them. The
 * server's CSP allows index.html's inline scripts by their hashes (apps/api security-headers.ts).
 */
export function tillRoutePreload(): Plugin {
  return {
    name: 'dukani-till-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const page = chunks.find((c) => c.facadeModuleId !== null && TILL_PAGE.test(c.facadeModuleId));
        if (!entry || !page) throw new Error('tillRoutePreload: the entry or the till page chunk is missing');
        // What the entry loads already (its static imports, preloaded by index.html) is left out.
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
        };
        walk(entry.fileName, loaded);
        const till = new Set<string>();
        walk(page.fileName, till);
        const files = [...till].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        const script =
          `if(location.pathname==='/pos'&&localStorage.getItem('accessToken'))` +
          `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
