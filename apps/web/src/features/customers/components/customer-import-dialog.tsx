import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@dukani/contracts';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { isSessionEnded } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useDownloadCustomerTemplate, useUploadCustomers } from '@/api/customers/customer-import';

/** H15 template, then H3 upload: what was saved, and each refused row with its line in the file. */
export function CustomerImportDialog({ businessId, onClose }: { businessId: number; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const template = useDownloadCustomerTemplate();
  const upload = useUploadCustomers();
  const idempotency = useIdempotencyKey();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const onUpload = async () => {
    if (!file) return;
    setError(null);
    // The same file sent again (a retry) reuses its key, so no row is imported twice.
    const idempotencyKey = idempotency.keyFor({ name: file.name, size: file.size, lastModified: file.lastModified });
    try {
      setResult(await upload.mutateAsync({ businessId, file, idempotencyKey }));
      idempotency.reset();
      setFile(null);
    } catch (failure) {
      // A file refused as a whole (wrong header, empty) is a 400 whose sentence says what to fix.
      if (!isSessionEnded(failure)) setError(errorText(failure, t('errors.operationFailed')));
    }
  };

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('import.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={template.isPending}
              loadingPosition="start"
              onClick={() => template.mutateAsync().catch((failure: unknown) => showSaveError(failure, t('errors.operationFailed')))}
            >
              {t('import.template')}
            </Button>
            <Button variant="outlined" component="label" startIcon={<UploadFileOutlinedIcon />}>
              {t('import.choose')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={t('import.choose')}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError(null);
                  setResult(null);
                }}
              />
            </Button>
          </Stack>
          {file && <Typography variant="body2">{t('import.chosen', { name: file.name })}</Typography>}
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <Alert severity={result.failed > 0 ? 'warning' : 'success'}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('import.result', { inserted: result.inserted, failed: result.failed })}
              </Typography>
              {result.errors.length > 0 && (
                <List dense disablePadding sx={{ maxHeight: 200, overflow: 'auto' }}>
                  {result.errors.map((rowError) => (
                    <ListItem key={rowError.row} disableGutters>
                      {t('import.rowError', { row: rowError.row, text: rowError.errordesc })}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={upload.isPending}>
          {t('import.close')}
        </Button>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={() => void onUpload()}>
          {t('import.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
