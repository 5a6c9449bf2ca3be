import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import NProgress from 'nprogress';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.08 });

/**
 * The thin top bar while a route loads (product-spec §9: 3 px, after 50 ms). Quick navigations
 * finish inside the delay and never flash it.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') {
      NProgress.done();
      return;
    }
    const timer = setTimeout(() => NProgress.start(), 50);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          position: 'fixed',
          zIndex: 2100,
          top: 0,
          left: 0,
          width: '100%',
          height: 3,
          background: theme.palette.primary.main,
        },
        '#nprogress .peg': {
          display: 'block',
          position: 'absolute',
          right: 0,
          width: 100,
          height: '100%',
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
          opacity: 1,
          transform: 'rotate(3deg) translate(0px, -4px)',
        },
      })}
    />
  );
}
