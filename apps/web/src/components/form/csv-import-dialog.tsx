import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { ImportResult } from '@dukani/contracts';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { isSessionEnded } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';

export interface CsvImportTexts {
  title: string;
  text: string;
  template: string;
  choose: string;
  chosen: (name: string) => string;
  result: (inserted: number, failed: number) => string;
  rowError: (row: number, text: string) => string;
  close: string;
  upload: string;
  failed: string;
}

export interface CsvImportDialogProps {
  texts: CsvImportTexts;
  isTemplateLoading: boolean;
  onTemplate: () => Promise<unknown>;
  isUploading: boolean;
  /** The idempotency key is the same for a retry of the same file; routes without `idem` ignore it. */
  onUpload: (file: File, idempotencyKey: string) => Promise<ImportResult>;
  onClose: () => void;
}

/** A template download, then the upload of a CSV: what was saved, and each refused row with its line in the file. */
export function CsvImportDialog({ texts, isTemplateLoading, onTemplate, isUploading, onUpload, onClose }: CsvImportDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const idempotency = useIdempotencyKey();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const onSend = async () => {
    if (!file) return;
    setError(null);
    // The same file sent again (a retry) reuses its key, so no row is imported twice.
    const idempotencyKey = idempotency.keyFor({ name: file.name, size: file.size, lastModified: file.lastModified });
    try {
      setResult(await onUpload(file, idempotencyKey));
      idempotency.reset();
      setFile(null);
    } catch (failure) {
      // A file refused as a whole (wrong header, empty) is a 400 whose sentence says what to fix.
      if (!isSessionEnded(failure)) setError(errorText(failure, texts.failed));
    }
  };

  return (
    <Dialog open onClose={isUploading ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.text}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={isTemplateLoading}
              loadingPosition="start"
              onClick={() => onTemplate().catch((failure: unknown) => showSaveError(failure, texts.failed))}
            >
              {texts.template}
            </Button>
            <Button variant="outlined" component="label" startIcon={<UploadFileOutlinedIcon />}>
              {texts.choose}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={texts.choose}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError(null);
                  setResult(null);
                }}
              />
            </Button>
          </Stack>
          {file && <Typography variant="body2">{texts.chosen(file.name)}</Typography>}
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <Alert severity={result.failed > 0 ? 'warning' : 'success'}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {texts.result(result.inserted, result.failed)}
              </Typography>
              {result.errors.length > 0 && (
                <List dense disablePadding sx={{ maxHeight: 200, overflow: 'auto' }}>
                  {result.errors.map((rowError) => (
                    <ListItem key={rowError.row} disableGutters>
                      {texts.rowError(rowError.row, rowError.errordesc)}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isUploading}>
          {texts.close}
        </Button>
        <Button variant="contained" disabled={!file} loading={isUploading} onClick={() => void onSend()}>
          {texts.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
