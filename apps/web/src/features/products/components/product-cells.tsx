import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Chip, Link, Stack, Typography } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

export const isService = (product: Pick<Product, 'productType'>) => product.productType === 1;

/** Thumbnail, name (a link to the editor) and where it is filed; on phones the price instead of the thumbnail. */
export function ProductNameCell({ product, isCompact }: { product: Product; isCompact: boolean }) {
  const { t } = useTranslation('products');
  const format = useCatalogFormat();
  const filed = [product.categoryName, product.subcategoryName].filter(Boolean).join(' › ');
  const secondary = isCompact ? [format.money(product.sellingPrice), filed].filter(Boolean).join(' · ') : filed || t('list.noCategory');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
      <Avatar
        variant="rounded"
        src={product.productImagesPath ?? undefined}
        alt=""
        sx={{
          display: isCompact ? 'none' : 'flex',
          width: 40,
          height: 40,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        {isService(product) ? <HandymanOutlinedIcon fontSize="small" /> : <Inventory2OutlinedIcon fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/products/${product.id}/edit`}
          color="text.primary"
          underline="hover"
          noWrap
          sx={{ display: 'block', fontWeight: 600, fontSize: 14 }}
        >
          {product.name}
        </Link>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {secondary}
        </Typography>
      </Box>
    </Stack>
  );
}

export function ProductCodesCell({ product }: { product: Product }) {
  if (!product.barCode && !product.productCode) return <Typography sx={{ color: 'text.disabled' }}>—</Typography>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {product.barCode ?? '—'}
      </Typography>
      {product.productCode && (
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {product.productCode}
        </Typography>
      )}
    </Box>
  );
}

/** Stock on hand with its unit; services hold no stock. On phones the low-stock badge takes the second line. */
export function ProductQuantityCell({ product, isCompact }: { product: Product; isCompact: boolean }) {
  const { t } = useTranslation('products');
  const format = useCatalogFormat();
  if (isService(product))
    return (
      <Typography sx={{ color: 'text.disabled' }} aria-label={t('list.noStock')}>
        —
      </Typography>
    );
  const hint = product.variants.length > 0 ? t('list.variantCount', { count: product.variants.length }) : !product.trackInventory ? t('list.notTracked') : null;
  const badge = product.isLowStock ? (
    <Chip
      size="small"
      color="error"
      label={isCompact ? t('list.lowStockShort') : t('list.lowStock')}
      title={t('list.lowStock')}
      sx={{ height: 20, fontSize: 11 }}
    />
  ) : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {format.quantity(product.quantity)}{' '}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {t(`units.${product.unitName}`, { defaultValue: product.unitName })}
          </Box>
        </Typography>
        {!isCompact && badge}
      </Stack>
      {isCompact && badge}
      {hint && !(isCompact && badge) && (
        <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export function ProductActiveCell({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  return product.active === 1 ? (
    <Chip size="small" color="success" variant="outlined" label={t('list.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('list.inactive')} />
  );
}
