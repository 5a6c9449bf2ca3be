import { useEffect, useId, useMemo, useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';

/** API.md §1.9: images are jpeg, png or webp, up to 2 MB; checked here so a phone on slow data never uploads a file the server refuses. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

export interface LogoPickerProps {
  /** The logo already stored on the server (URL), shown until a new file is chosen. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  disabled?: boolean;
  size?: number;
}

/** Logo upload with an instant preview and client-side type and size checks. */
export function LogoPicker({ currentUrl, file, onChange, label, disabled, size = 96 }: LogoPickerProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
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
    if (!ACCEPTED_TYPES.includes(picked.type)) {
      setError(t('logo.wrongType'));
      return;
    }
    if (picked.size > MAX_BYTES) {
      setError(t('logo.tooLarge'));
      return;
    }
    setError(null);
    onChange(picked);
  };

  const shown = previewUrl ?? currentUrl ?? undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={shown}
        alt={shown ? label : undefined}
        sx={{
          width: size,
          height: size,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          '& img': { objectFit: 'contain' },
        }}
      >
        <StorefrontOutlinedIcon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="div">
          {label}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
          {t('logo.hint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={disabled}>
            {shown ? t('logo.change') : t('logo.upload')}
            <input
              id={inputId}
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
              {t('logo.undo')}
            </Button>
          )}
        </Stack>
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
