import { Avatar, Box, Stack, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { ImagePickButtons, usePreviewUrl } from './image-pick-buttons';

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
  const shown = usePreviewUrl(file) ?? currentUrl ?? undefined;
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
        <ImagePickButtons
          label={label}
          hasImage={Boolean(shown)}
          file={file}
          onChange={onChange}
          disabled={disabled}
          texts={{ upload: t('logo.upload'), change: t('logo.change'), undo: t('logo.undo'), wrongType: t('logo.wrongType'), tooLarge: t('logo.tooLarge') }}
        />
      </Box>
    </Stack>
  );
}
