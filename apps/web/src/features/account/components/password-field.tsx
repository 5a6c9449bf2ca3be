import { useState } from 'react';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { FormTextField, type FormTextFieldProps } from '@/components/form/form-text-field';

/** A password input with a show/hide toggle (shop staff often type on small phone keyboards). */
export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('password.hide') : t('password.show');
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={toggleLabel}>
                <IconButton aria-label={`${toggleLabel}: ${String(props.label)}`} onClick={() => setVisible((v) => !v)} edge="end">
                  {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
