import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SplashScreen } from '@/components/splash-screen';
import { queryClient } from '@/lib/query-client';
import { router } from './router';
import { AppToaster } from './shell/app-toaster';
import { SessionGate } from './shell/session-gate';
import { AppThemeProvider } from './theme/app-theme-provider';

export function App() {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {/* Translations arrive over HTTP: the splash covers that wait too. */}
        <Suspense fallback={<SplashScreen />}>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
