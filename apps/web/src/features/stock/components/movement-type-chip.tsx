import { Chip } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { MovementType } from '@dukani/contracts';
import { movementColor } from './stock-rules';

/** The kind of a history row, coloured by whether it added or took away stock; `dense` for the phone grid's narrow column. */
export function MovementTypeChip({ type, dense }: { type: MovementType; dense?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={movementColor(type)}
      label={t(`stock.types.${type}`)}
      sx={{ fontWeight: 600, maxWidth: '100%', ...(dense && { height: 22, fontSize: '0.75rem', '& .MuiChip-label': { px: 0.75 } }) }}
    />
  );
}
