import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { ConfirmDialog } from '@/components/form/confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first: a link, Back, Cancel, or closing the tab.
 * `isSaved` is read at the moment of leaving, so the navigation after a successful save passes.
 */
export function useUnsavedChangesGuard(isDirty: boolean, isSaved: RefObject<boolean>) {
  const { t } = useTranslation('products');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !isSaved.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leaveTitle')}
      message={t('editor.leaveText')}
      confirmLabel={t('editor.leaveConfirm')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
