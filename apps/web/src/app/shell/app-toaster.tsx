import { lazy } from 'react';
import { useToasterStore } from 'react-hot-toast/headless';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';

const loadToastStack = () => import('./toast-stack');
const ToastStack = lazy(() => loadToastStack().then((m) => ({ default: m.ToastStack })));

/**
 * The toasts' place in the app. No screen's first paint shows one, so their drawing, timers and icons load
 * with the first toast (prefetched when idle), not in the first load; react-hot-toast's store keeps a toast
 * raised before then, and its timer runs from when it was raised.
 */
export function AppToaster() {
  const hasToasts = useToasterStore().toasts.length > 0;
  usePrefetch(loadToastStack);
  return (
    <LazyMount open={hasToasts}>
      <ToastStack />
    </LazyMount>
  );
}
