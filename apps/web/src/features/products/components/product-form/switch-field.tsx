import { useId } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

interface SwitchFieldProps {
  control: Control<ProductFormValues>;
  name: 'active' | 'sellThis' | 'buyThis' | 'trackInventory' | 'taxInclusive';
  label: string;
  /** A sentence under the label; it describes the switch without becoming part of its name. */
  hint?: string;
}

/** A switch bound to a 1/0-or-boolean field of the product. */
export function SwitchField({ control, name, label, hint }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            sx={{ m: 0, gap: 0.5 }}
            label={label}
            control={
              <Switch
                checked={field.value === true || field.value === 1}
                onChange={(_, checked) => field.onChange(checked)}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': hint ? hintId : undefined } }}
              />
            }
          />
          {hint && (
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', pl: 7.5, mt: -0.5 }}>
              {hint}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}
