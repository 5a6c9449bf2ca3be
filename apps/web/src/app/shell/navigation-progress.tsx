import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/**
 * The thin top bar while a route loads (product-spec §9: 3 px, after 50 ms). Quick navigations finish inside
 * the delay and never flash it. MUI's LinearProgress (the till's grid already loads it) rather than nprogress.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (state === 'idle') {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), 50);
    return () => clearTimeout(timer);
  }, [state]);

  if (!isShown) return null;
  return <LinearProgress aria-hidden sx={{ position: 'fixed', zIndex: 2100, top: 0, left: 0, right: 0, height: 3 }} />;
}
