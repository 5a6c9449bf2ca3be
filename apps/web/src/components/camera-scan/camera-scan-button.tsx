import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslation } from '@/lib/translation/use-translation';
import { Hint } from '@/components/deferred/hint';
import { usePrefetch } from '@/components/lazy-mount';

const loadCameraScanDialog = () => import('./camera-scan-dialog');
const CameraScanDialog = lazy(() => loadCameraScanDialog().then((m) => ({ default: m.CameraScanDialog })));

interface CameraScanButtonProps {
  /**
   * The code read: the same handler a keyboard-wedge scanner's code goes to, so both add items the same way.
   * Returns whether the code was taken (the dialog then closes).
   */
  onCode(code: string): boolean | Promise<boolean>;
  disabled?: boolean;
}

/** Scans with the phone's or laptop's camera, for a shop with no barcode scanner. */
export function CameraScanButton({ onCode, disabled }: CameraScanButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  usePrefetch(loadCameraScanDialog);
  return (
    <>
      <Hint title={t('camera.scan')}>
        <span>
          <IconButton aria-label={t('camera.scan')} onClick={() => setOpen(true)} disabled={disabled}>
            <QrCodeScannerIcon />
          </IconButton>
        </span>
      </Hint>
      {open && (
        <Suspense fallback={null}>
          <CameraScanDialog onClose={() => setOpen(false)} onCode={onCode} />
        </Suspense>
      )}
    </>
  );
}
