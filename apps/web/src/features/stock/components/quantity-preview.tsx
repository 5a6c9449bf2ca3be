import { Box, Typography } from '@mui/material';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';

interface QuantityPreviewProps {
  before: number;
  after: number;
  unit: string;
}

/** "24 → 20": what the movement will do, before it is saved. */
export function QuantityPreview({ before, after, unit }: QuantityPreviewProps) {
  const { t } = useTranslation('catalog');
  const format = useCatalogFormat();
  const isNegative = after < 0;
  const text = `${format.quantity(before)} → ${format.quantity(after)}`;
  return (
    <Box
      role="status"
      aria-label={t('stock.preview.label', { text })}
      data-testid="quantity-preview"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: isNegative ? 'error.main' : 'action.hover',
        color: isNegative ? 'error.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="body2" sx={{ color: 'inherit', opacity: 0.85 }}>
        {t('stock.preview.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="h6" component="span" sx={{ color: 'inherit', opacity: 0.7 }}>
          {format.quantity(before)}
        </Typography>
        <ArrowForwardRoundedIcon fontSize="small" aria-hidden />
        <Typography variant="h6" component="span" sx={{ color: 'inherit' }}>
          {format.quantity(after)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'inherit', opacity: 0.85 }}>
          {unit}
        </Typography>
      </Box>
      {isNegative && (
        <Typography variant="caption" sx={{ color: 'inherit', width: '100%' }}>
          {t('stock.preview.negative')}
        </Typography>
      )}
    </Box>
  );
}
