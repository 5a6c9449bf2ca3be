import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/translation/use-translation';

/** The camera's view and what it reads; loaded on the first press of the scan button, with the decoder. */
export function CameraScanDialog({ onClose, onCode }: { onClose(): void; onCode(code: string): boolean | Promise<boolean> }) {
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
