import { InputAdornment } from '@mui/material';
import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';
import type { KeyboardEvent } from 'react';
import { ProductTextField } from './form-fields';
import type { ProductFormValues } from './product-form-values';
import type { Control, FieldPath } from 'react-hook-form';

interface BarcodeFieldProps {
  control: Control<ProductFormValues>;
  name: FieldPath<ProductFormValues>;
  label: string;
  helperText?: string;
  size?: 'small' | 'medium';
}

/**
 * A scanner types the code and presses Enter. In a form, Enter would submit half a product, so
 * here it only moves on to the next field, like Tab.
 */
function onScannerEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const input = event.target as HTMLInputElement;
  const fields = Array.from(input.form?.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea:not([disabled])') ?? []);
  fields[fields.indexOf(input) + 1]?.focus();
}

export function BarcodeField({ control, name, label, helperText, size }: BarcodeFieldProps) {
  return (
    <ProductTextField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      size={size}
      onKeyDown={onScannerEnter}
      slotProps={{
        htmlInput: { autoComplete: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <QrCodeScannerOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
