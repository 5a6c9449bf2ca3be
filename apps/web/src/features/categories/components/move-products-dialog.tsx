import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Category, Product } from '@dukani/contracts';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useMoveProductsToCategory } from '@/api/categories/move-products-to-category';
import { useProductSearch } from '@/api/products/search-products';

interface MoveProductsDialogProps {
  businessId: number;
  category: Category;
  onClose: () => void;
}

/** I21: pick products (I34 search, several at once) and move them into this category or one of its subcategories. */
export function MoveProductsDialog({ businessId, category, onClose }: MoveProductsDialogProps) {
  const { t } = useTranslation('catalog');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [subcategoryId, setSubcategoryId] = useState<number>(0);
  // Chosen items survive a new search: they are kept by id with what the list showed.
  const [picked, setPicked] = useState<Map<number, Product>>(new Map());
  const group = category.productType === 1 ? 'Services' : 'Products';
  const results = useProductSearch(businessId, group, useDebouncedValue(search.trim()));
  const move = useMoveProductsToCategory();

  const toggle = (product: Product) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });

  const onMove = async () => {
    try {
      const { updated } = await move.mutateAsync({ categoryId: category.id, category_OneId: subcategoryId || null, productIds: [...picked.keys()] });
      const target = category.subcategories.find((s) => s.id === subcategoryId)?.name ?? category.categoryname;
      toast.success(t('move.done', { count: updated, target }));
      onClose();
    } catch (error) {
      showSaveError(error, t('errors.saveFailed'));
    }
  };

  const isHere = (product: Product) => product.categoryId === category.id && (subcategoryId === 0 || product.category_OneId === subcategoryId);
  const where = (product: Product) =>
    product.categoryName ? [product.categoryName, product.subcategoryName].filter(Boolean).join(' › ') : t('move.noCategory');
  const title = t('move.title', { name: category.categoryname });
  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="move-dialog-title">
      <DialogTitle id="move-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {category.subcategories.length > 0 && (
          <TextField select size="small" label={t('move.subcategory')} value={subcategoryId} onChange={(event) => setSubcategoryId(Number(event.target.value))}>
            <MenuItem value={0}>{t('move.noSubcategory')}</MenuItem>
            {category.subcategories.map((sub) => (
              <MenuItem key={sub.id} value={sub.id}>
                {sub.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('move.searchPlaceholder')}
          autoFocus
          slotProps={{
            htmlInput: { 'aria-label': t('move.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlinedIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: results.isFetching ? <CircularProgress size={18} aria-label={t('common.loading')} /> : undefined,
            },
          }}
        />
        {picked.size > 0 && (
          <Box role="group" aria-label={t('move.selected', { count: picked.size })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {[...picked.values()].map((product) => (
              <Chip key={product.id} size="small" color="primary" label={product.name} onDelete={() => toggle(product)} />
            ))}
          </Box>
        )}
        {results.isError && <Alert severity="error">{errorText(results.error, t('errors.loadFailed'))}</Alert>}
        <Box sx={{ flex: 1, minHeight: 160, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'auto' }}>
          {results.isSuccess && results.data.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, textAlign: 'center' }}>
              {search.trim() ? t('move.noMatch', { search: search.trim() }) : t(group === 'Services' ? 'move.noServices' : 'move.noProducts')}
            </Typography>
          )}
          <List dense aria-label={t('move.results')} disablePadding>
            {(results.data ?? []).map((product) => {
              const checked = picked.has(product.id);
              const labelId = `move-product-${product.id}`;
              return (
                <ListItem key={product.id} disablePadding divider>
                  <ListItemButton onClick={() => toggle(product)} dense>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
                    </ListItemIcon>
                    <ListItemText
                      id={labelId}
                      primary={product.name}
                      secondary={where(product)}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                    {isHere(product) && <Chip size="small" variant="outlined" label={t('move.alreadyHere')} sx={{ ml: 1 }} />}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('move.hint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} color="inherit" disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void onMove()} disabled={picked.size === 0} loading={move.isPending}>
            {t('move.submit', { count: picked.size })}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
