import { useState } from 'react';
import { Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';

/** API.md M1: a receipt is a photo or a PDF of at most 5 MB; checked here so a phone on slow data never sends one the server refuses. */
const MAX_BYTES = 5 * 1024 * 1024;
const isAccepted = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';

export interface ReceiptPickerProps {
  /** The stored receipt's URL, when there is one. */
  storedUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Remove the stored receipt (the form then sends `receipt: null`). */
  onRemoveStored?: () => void;
  texts: { photo: string; choose: string; view: string; remove: string; wrongType: string; tooLarge: string; picked: string };
}

/**
 * A paper receipt for an expense: "Take photo" opens the camera on a phone (capture), "Choose file" takes a
 * photo or a PDF from the device. The server sniffs the bytes again; this only spares a wasted upload.
 */
export function ReceiptPicker({ storedUrl, file, onChange, onRemoveStored, texts }: ReceiptPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    if (!isAccepted(picked)) return setError(texts.wrongType);
    if (picked.size > MAX_BYTES) return setError(texts.tooLarge);
    setError(null);
    onChange(picked);
  };
  const input = (accept: string, capture: boolean, label: string) => (
    <input
      hidden
      type="file"
      accept={accept}
      aria-label={label}
      {...(capture ? { capture: 'environment' as const } : {})}
      onChange={(event) => {
        onPick(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraOutlinedIcon />}>
          {texts.photo}
          {input('image/*', true, texts.photo)}
        </Button>
        <Button component="label" variant="outlined" size="small" startIcon={<AttachFileOutlinedIcon />}>
          {texts.choose}
          {input('image/*,application/pdf', false, texts.choose)}
        </Button>
      </Stack>
      {file ? (
        <Typography variant="body2" data-testid="receipt-picked">
          {texts.picked} {file.name}
          <Button size="small" onClick={() => onChange(null)} sx={{ ml: 1 }}>
            {texts.remove}
          </Button>
        </Typography>
      ) : storedUrl ? (
        <Typography variant="body2">
          <Link href={storedUrl} target="_blank" rel="noopener">
            {texts.view}
          </Link>
          {onRemoveStored && (
            <Button size="small" onClick={onRemoveStored} sx={{ ml: 1 }}>
              {texts.remove}
            </Button>
          )}
        </Typography>
      ) : null}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
