import { Avatar, Stack, Typography } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { ImagePickButtons, usePreviewUrl } from '@/components/form/image-pick-buttons';

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
  const shown = usePreviewUrl(file) ?? currentUrl ?? undefined;
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
      <ImagePickButtons
        label={t('image.label')}
        hasImage={Boolean(shown)}
        file={file}
        onChange={onChange}
        disabled={disabled}
        isCentred
        texts={{ upload: t('image.upload'), change: t('image.change'), undo: t('image.undo'), wrongType: t('image.wrongType'), tooLarge: t('image.tooLarge') }}
      />
    </Stack>
  );
}
