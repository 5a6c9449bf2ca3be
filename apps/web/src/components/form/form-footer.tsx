import type { ReactNode } from 'react';
import { Box, Button, Divider } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useTranslation } from '@/lib/translation/use-translation';

export interface FormFooterProps {
  isSaving: boolean;
  /** Defaults to "Save changes". */
  submitLabel?: string;
  submitIcon?: ReactNode;
  /** Shown as "Discard changes" when given; hidden on phones, where Save takes the full width. */
  onDiscard?: () => void;
  isDiscardDisabled?: boolean;
}

/** The footer of a settings card: a divider, then Discard and Save on the right. */
export function FormFooter({ isSaving, submitLabel, submitIcon, onDiscard, isDiscardDisabled }: FormFooterProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
        {onDiscard && (
          <Button color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} disabled={isSaving || isDiscardDisabled} onClick={onDiscard}>
            {t('common.discard')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
          startIcon={submitIcon ?? <SaveOutlinedIcon />}
          loading={isSaving}
          loadingPosition="start"
        >
          {submitLabel ?? t('common.saveChanges')}
        </Button>
      </Box>
    </>
  );
}
