import { useEffect, useMemo, useState } from 'react';
import { Button, FormHelperText, Stack } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';

/** API.md §1.9: images are jpeg, png or webp, up to 2 MB; checked here so a phone on slow data never uploads a file the server refuses. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** A local URL previewing the picked file; it is revoked when the file changes or the picker goes away. */
export function usePreviewUrl(file: File | null): string | null {
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  return previewUrl;
}

export interface ImagePickButtonsProps {
  /** The accessible name of the file input. */
  label: string;
  /** Whether an image (stored or picked) is shown: the button then offers to change it. */
  hasImage: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  isCentred?: boolean;
  texts: { upload: string; change: string; undo: string; wrongType: string; tooLarge: string };
}

/** Upload (or change) and undo buttons for one image, with the client-side type and size checks and their error. */
export function ImagePickButtons({ label, hasImage, file, onChange, disabled, isCentred, texts }: ImagePickButtonsProps) {
  const [error, setError] = useState<string | null>(null);

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    if (!ACCEPTED_TYPES.includes(picked.type)) return setError(texts.wrongType);
    if (picked.size > MAX_BYTES) return setError(texts.tooLarge);
    setError(null);
    onChange(picked);
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: isCentred ? 'center' : undefined, rowGap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={disabled}>
          {hasImage ? texts.change : texts.upload}
          <input
            hidden
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            aria-label={label}
            onChange={(event) => {
              onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
            {texts.undo}
          </Button>
        )}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </>
  );
}
