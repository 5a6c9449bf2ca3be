import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../shell/navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
