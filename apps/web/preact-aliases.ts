import type { Alias } from 'vite';

/**
 * The web app renders with Preact through its React compatibility layer (preact/compat), not react-dom:
 * ~8 KB gzipped instead of ~64 KB on the till's first load (issue 17). The code, MUI, TanStack Query and
 * react-router keep importing 'react'; these aliases hand them Preact, in the build and in the unit tests alike.
 * The types stay React's (@types/react), which preact/compat implements.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
