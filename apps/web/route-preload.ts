import type { Plugin } from 'vite';
import { tillFirstLoad } from './first-load-chunks';

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
        // What the entry loads already (its static imports, preloaded by index.html) is left out.
        const { shell: loaded, till } = tillFirstLoad(ctx.bundle);
        const files = [...till].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        const script =
          `if(location.pathname==='/pos'&&localStorage.getItem('accessToken'))` +
          `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
