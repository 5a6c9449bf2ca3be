import { useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SplashScreen } from '@/components/splash-screen';
import { queryClient } from '@/lib/query-client';
import { sessionDataQueryOptions } from '@/lib/session-data';
import { useSession } from '@/lib/session-store';
import { router } from '../router';

/**
 * Holds the splash until the session is known: the stored token read and, when signed in, the
 * businesses (C1) and plan modules (C5) loaded, so the navigation never flickers in half-built. On a device
 * that has them from the last visit (restoreSessionSnapshot) it holds nothing: they are asked behind the screen.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.claims?.userid ?? 0);
  const sessionData = useQuery({ ...sessionDataQueryOptions(queryClient, userId), enabled: status === 'authenticated' && userId > 0 });
  const restored = useSession((s) => s.businesses.length > 0);
  // And until the screen's code is in (the router's lazy routes): the app then mounts in one render, not as a
  // transition that the router starts later and React renders in slices (issue 33: seconds on a loaded till).
  const routed = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  if (status === 'unknown' || !routed || (status === 'authenticated' && sessionData.isPending && !restored)) return <SplashScreen />;
  return children;
}
