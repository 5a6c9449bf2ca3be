import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslation } from 'react-i18next';

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
  return (
    <>
      <Tooltip title={t('camera.scan')}>
        <span>
          <IconButton aria-label={t('camera.scan')} onClick={() => setOpen(true)} disabled={disabled}>
            <QrCodeScannerIcon />
          </IconButton>
        </span>
      </Tooltip>
      {open && <CameraScanDialog onClose={() => setOpen(false)} onCode={onCode} />}
    </>
  );
}

function CameraScanDialog({ onClose, onCode }: { onClose(): void; onCode: CameraScanButtonProps['onCode'] }) {
  const { t } = useTranslation('common');
  const video = useRef<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopReading: (() => void) | null = null;
    let done = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (done || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const { readBarcodes, signalHit } = await import('./read-barcodes');
        stopReading = await readBarcodes(video.current, (code) => {
          if (done) return;
          done = true;
          signalHit();
          void Promise.resolve(handler.current(code)).then((taken) => {
            if (taken) onClose();
            else done = false;
          });
        });
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      done = true;
      stopReading?.();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onClose]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="camera-scan-title" fullWidth maxWidth="xs">
      <DialogTitle id="camera-scan-title">{t('camera.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="warning">{t('camera.failed')}</Alert>
        ) : (
          <>
            <video ref={video} muted playsInline aria-label={t('camera.preview')} style={{ width: '100%', borderRadius: 8, background: '#000' }} />
            <Typography variant="body2" color="text.secondary">
              {t('camera.hint')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('camera.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
