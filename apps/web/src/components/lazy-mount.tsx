import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog from the first time it opens and keeps it mounted, so its closing transition
 * still plays and its state survives a reopen. The till's first load then carries no dialog code (issue 17).
 */
export function LazyMount({ open, children }: { open: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(open);
  // Set during render, not in an effect: the dialog's code starts downloading in the same click.
  if (open && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Downloads chunks once the screen is idle, so the first click on a lazily loaded dialog does not wait for the
 * network (and a till that goes offline right after opening still has them in the HTTP and service worker caches).
 */
export function usePrefetch(...loaders: (() => Promise<unknown>)[]) {
  useEffect(() => {
    const load = () => loaders.forEach((loader) => void loader().catch(() => undefined));
    // Safari has no requestIdleCallback: a short timer after the first paint does the same there.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
    // The loaders are module-level functions: run once per mount.
  }, []);
}
