import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useUnitLabel } from '@/lib/format/use-unit-label';

interface StockProductHeaderProps {
  product: Product;
  onReceive: () => void;
  onAdjust: () => void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="div" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="div" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The product whose stock this is: quantity on hand, low-stock level, variants, and the two stock actions. */
export function StockProductHeader({ product, onReceive, onAdjust }: StockProductHeaderProps) {
  const { t } = useTranslation('catalog');
  const unitLabel = useUnitLabel();
  const format = useCatalogFormat();
  const unit = unitLabel(product.unitName);
  const isTracked = product.trackInventory === 1;

  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} component="section" aria-label={t('stock.header.label')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={product.productImagesPath ?? undefined}
            alt={product.productImagesPath ? product.name : undefined}
            sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.secondary', border: 1, borderColor: 'divider', '& img': { objectFit: 'cover' } }}
          >
            <Inventory2OutlinedIcon />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {[product.categoryName, product.subcategoryName, product.productCode ?? product.barCode].filter(Boolean).join(' · ') ||
                t('stock.header.noCategory')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {product.isLowStock && <Chip size="small" color="warning" icon={<WarningAmberRoundedIcon />} label={t('stock.header.lowStock')} />}
              {!isTracked && <Chip size="small" variant="outlined" label={t('stock.header.notTracked')} />}
              {product.active === 0 && <Chip size="small" variant="outlined" label={t('stock.header.inactive')} />}
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" spacing={{ xs: 3, sm: 5 }} sx={{ flexShrink: 0 }}>
          <Figure label={t('stock.header.onHand')} value={`${format.quantity(product.quantity)} ${unit}`} testId="stock-on-hand" />
          <Figure label={t('stock.header.lowStockLevel')} value={`${format.quantity(product.lowstock)} ${unit}`} />
        </Stack>
      </Stack>
      {product.variants.length > 0 && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('stock.header.variants')}
          </Typography>
          <Box component="ul" aria-label={t('stock.header.variants')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {product.variants.map((variant) => (
              <Chip
                key={variant.id}
                component="li"
                variant="outlined"
                color={variant.lowstock > 0 && variant.quantity <= variant.lowstock ? 'warning' : 'default'}
                label={`${variant.name}: ${format.quantity(variant.quantity)} ${unit}`}
              />
            ))}
          </Box>
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
        <Button variant="contained" startIcon={<AddBoxOutlinedIcon />} onClick={onReceive}>
          {t('stock.receive.action')}
        </Button>
        <Button variant="outlined" startIcon={<TuneOutlinedIcon />} onClick={onAdjust}>
          {t('stock.adjust.action')}
        </Button>
        <Button color="inherit" component={RouterLink} to={`/products/${product.id}/edit`} startIcon={<EditOutlinedIcon />} sx={{ ml: { sm: 'auto' } }}>
          {t('stock.header.editProduct')}
        </Button>
      </Box>
    </Card>
  );
}
