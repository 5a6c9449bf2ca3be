import { lazy, memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '@/lib/translation/use-translation';
import type { PosItem } from '@dukani/contracts';
import { priceForType, type PriceType } from '@dukani/domain';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';
import { OutlinedField } from '@/components/form/outlined-field';
import { OutlinedNativeSelect } from '@/components/form/outlined-native-select';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { findTillItems, useTillCategories, useTillItems } from '../catalog/use-local-catalog';
import toast from 'react-hot-toast/headless';
import { usePosStore, type PosFilters } from '../state/pos-store';
import { VisuallyHidden } from '@/components/visually-hidden';

const SEARCH_PAUSE_MS = 250;
const TYPES: PosFilters['productType'][] = ['All', 'Products', 'Services', 'Bundles'];

interface ProductGridProps {
  businessId: number;
  priceType: PriceType;
  onPick(item: PosItem, variantId: number | null): void;
  /** Enter in the search box: an exact barcode or code adds the item; `quiet` leaves a miss unsaid. */
  onCode(code: string, quiet?: boolean): Promise<boolean>;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

/** The stock count is what the cashier reads the chip for: in a narrow tile it wraps, never ends in "…". */
const WRAPPING_CHIP = { minWidth: 0, height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.25 } };

function StockBadge({ item }: { item: PosItem }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  if (item.productType === 1 || item.quantity === null || (!item.isBundle && item.trackInventory !== 1)) return null;
  if (item.quantity <= 0) return <Chip size="small" color="error" label={t('grid.outOfStock')} sx={WRAPPING_CHIP} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={item.quantity <= item.lowstock ? 'warning' : 'default'}
      label={t('grid.inStock', { qty: format.quantity(item.quantity) })}
      sx={WRAPPING_CHIP}
    />
  );
}

/**
 * The till's item grid: type tabs, category and subcategory filters, search (and scanner Enter), 50 a page.
 * Memoised: a scan changes the cart (and so the till page), never these props; re-rendering 50 cards on every
 * scan was most of the scan → line time (bench:offline).
 */
const loadVariantPicker = () => import('./variant-picker-dialog');
const VariantPickerDialog = lazy(() => loadVariantPicker().then((m) => ({ default: m.VariantPickerDialog })));

export const ProductGrid = memo(function ProductGrid({ businessId, priceType, onPick, onCode, searchRef }: ProductGridProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const filters = usePosStore((s) => s.filters);
  const setFilters = usePosStore((s) => s.setFilters);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(filters.search);
  const [variantsOf, setVariantsOf] = useState<PosItem | null>(null);
  // The tile the arrow keys have moved to from the search box (an index into the page shown); Enter adds it.
  const [highlight, setHighlight] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  usePrefetch(loadVariantPicker);
  // The device's copy once synced: search, categories and stock work with no network.
  const products = useTillItems(businessId, filters, page);
  const categories = useTillCategories(businessId);
  const category = categories?.find((c) => c.id === filters.categoryId);
  const update = (next: Partial<PosFilters>) => {
    setFilters(next);
    setPage(1);
  };
  // A query per keystroke is too much for a cheap phone on a slow line: the grid follows the box after a pause.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => update({ search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  // Clear order resets the filters: the box follows.
  useEffect(() => {
    if (filters.search === '') setSearch('');
  }, [filters.search]);
  const pick = (item: PosItem) => (item.variants.length > 0 ? setVariantsOf(item) : onPick(item, null));
  // A block body: an effect may return only its cleanup, and React calls whatever it returns.
  useEffect(() => {
    listRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [highlight]);
  const clearSearch = () => {
    setSearch('');
    setHighlight(null);
    update({ search: '' });
  };
  /**
   * Enter in the search box (issue 36, item 2): the highlighted tile; else an exact code (a scanner types into
   * the box too); else the one item the text matches, read now rather than from the grid, which waits for a
   * pause in typing. Several matches stay on the grid to be chosen with the arrows.
   */
  const onEnter = async (text: string) => {
    const shown = products.data?.data ?? [];
    const chosen = highlight !== null && filters.search === text ? shown[highlight] : undefined;
    if (chosen) pick(chosen);
    else if (!(await onCode(text, true))) {
      const hits = await findTillItems(businessId, { ...filters, search: text }).catch(() => null);
      if (hits?.data.length === 1 && hits.totalRecords === 1) pick(hits.data[0]!);
      else {
        update({ search: text });
        toast.error(hits?.totalRecords ? t('grid.manyMatch', { count: hits.totalRecords, text }) : t('grid.noMatch', { text }));
        return;
      }
    }
    clearSearch();
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const count = products.data?.data.length ?? 0;
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    if (arrow && filters.search !== search) {
      // An arrow before the grid has followed the box: search now, and start on the first result it shows.
      event.preventDefault();
      update({ search });
      setHighlight(event.key === 'ArrowDown' ? 0 : null);
    } else if (arrow && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : count - 1;
      setHighlight((current) => (current === null ? (step === 1 ? 0 : count - 1) : (current + step) % count));
    } else if (event.key === 'Escape') setHighlight(null);
    else if (event.key === 'Enter' && event.currentTarget.value.trim()) {
      event.preventDefault();
      void onEnter(event.currentTarget.value.trim());
    }
  };

  return (
    <Stack spacing={1.5} sx={{ minHeight: 0 }}>
      <OutlinedField
        inputRef={searchRef}
        size="small"
        value={search}
        placeholder={t('grid.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('grid.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        onChange={(event) => {
          setSearch(event.target.value);
          setHighlight(null);
        }}
        onKeyDown={onSearchKey}
      />
      <Stack direction="row" spacing={1}>
        <OutlinedNativeSelect
          size="small"
          label={t('grid.category')}
          value={filters.categoryId ?? ''}
          sx={{ flex: 1, minWidth: 0 }}
          onChange={(event) => update({ categoryId: event.target.value === '' ? null : Number(event.target.value), subcategoryId: null })}
        >
          <option value="">{t('grid.allCategories')}</option>
          {(categories ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.categoryname}
            </option>
          ))}
        </OutlinedNativeSelect>
        {/* Only when the category has some: the category keeps the row's width ("Alle Kategorien" whole on a phone). */}
        {!!category?.subcategories.length && (
          <OutlinedNativeSelect
            size="small"
            label={t('grid.subcategory')}
            value={filters.subcategoryId ?? ''}
            sx={{ flex: 1, minWidth: 0 }}
            onChange={(event) => update({ subcategoryId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('grid.allSubcategories')}</option>
            {(category?.subcategories ?? []).map((s) => (
              <option key={s.id} value={s.id!}>
                {s.name}
              </option>
            ))}
          </OutlinedNativeSelect>
        )}
      </Stack>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={filters.productType}
        // A second click on the chosen type keeps it: one type is always chosen.
        onChange={(_e, value: PosFilters['productType'] | null) => value && update({ productType: value })}
        aria-label={t('grid.types')}
      >
        {TYPES.map((type) => (
          <ToggleButton key={type} value={type} sx={{ textTransform: 'none', px: 0.5 }}>
            {t(`grid.type.${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {products.isFetching && <LinearProgress aria-label={t('grid.loading')} />}
      {products.isError && <Alert severity="error">{t('grid.loadFailed')}</Alert>}
      {products.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('grid.empty')}
        </Typography>
      )}
      <Box
        ref={listRef}
        role="list"
        aria-label={t('grid.items')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {(products.data?.data ?? []).map((item, index) => (
          <Card
            key={`${item.isBundle ? 'b' : 'p'}${item.id}`}
            role="listitem"
            variant="outlined"
            sx={index === highlight ? { outline: 2, outlineColor: 'primary.main', borderColor: 'primary.main' } : undefined}
          >
            {/* Named by its content, "Add Bread 400g KSh 65.00 12 left": an aria-label of the name alone left out the
                price and stock the tile shows (WCAG 2.5.3). The picture's row is drawn first but read last. */}
            <ButtonBase
              onClick={() => pick(item)}
              aria-current={index === highlight || undefined}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', width: '100%', textAlign: 'left', p: 1.25, height: '100%' }}
            >
              <VisuallyHidden>{`${t('grid.addPrefix')} `}</VisuallyHidden>
              <Typography variant="body2" sx={{ order: 1, fontWeight: 600, lineHeight: 1.25, minHeight: '2.5em', overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="subtitle2" color="primary" sx={{ order: 2 }}>
                {format.money(priceForType({ priceType, sellingPrice: item.sellingPrice, wholesalePrice: item.wholesalePrice }))}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ order: 0, alignItems: 'center', mb: 1 }}>
                <Avatar
                  aria-hidden
                  variant="rounded"
                  src={item.productImagesPath ?? undefined}
                  alt=""
                  sx={{ flexShrink: 0, width: 40, height: 40, bgcolor: 'primary.main', fontSize: 16 }}
                >
                  {item.name.slice(0, 2).toUpperCase()}
                </Avatar>
                <StockBadge item={item} />
              </Stack>
            </ButtonBase>
          </Card>
        ))}
      </Box>
      {(products.data?.totalPages ?? 0) > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'center' }}>
          <IconButton aria-label={t('grid.previousPage')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite">
            {t('grid.pageOf', { page, pages: products.data!.totalPages })}
          </Typography>
          <IconButton aria-label={t('grid.nextPage')} disabled={page >= products.data!.totalPages} onClick={() => setPage(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
      <LazyMount open={variantsOf !== null}>
        <VariantPickerDialog item={variantsOf} onPick={onPick} onClose={() => setVariantsOf(null)} />
      </LazyMount>
    </Stack>
  );
});
