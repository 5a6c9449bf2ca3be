import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from 'react-i18next';

/** API.md §1.9: jpeg, png or webp up to 2 MB, checked here so a phone on slow data never uploads a refused file. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

interface ProductImagePickerProps {
  /** The stored picture (URL), shown until a new file is picked. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** One product picture with an instant preview; it is sent as the `images` part on save. */
export function ProductImagePicker({ currentUrl, file, onChange, disabled }: ProductImagePickerProps) {
  const { t } = useTranslation('products');
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    if (!ACCEPTED_TYPES.includes(picked.type)) return setError(t('image.wrongType'));
    if (picked.size > MAX_BYTES) return setError(t('image.tooLarge'));
    setError(null);
    onChange(picked);
  };

  const shown = previewUrl ?? currentUrl ?? undefined;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar
        variant="rounded"
        src={shown}
        alt={shown ? t('image.alt') : undefined}
        sx={{ width: 160, height: 160, bgcolor: 'action.hover', color: 'text.disabled', border: 1, borderColor: 'divider', '& img': { objectFit: 'contain' } }}
      >
        <Inventory2OutlinedIcon sx={{ fontSize: 56 }} />
      </Avatar>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('image.hint')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={disabled}>
          {shown ? t('image.change') : t('image.upload')}
          <input
            hidden
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            aria-label={t('image.label')}
            onChange={(event) => {
              onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
            {t('image.undo')}
          </Button>
        )}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
