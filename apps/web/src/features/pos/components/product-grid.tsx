import { lazy, memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation, type TFunction } from '@/lib/translation/use-translation';
import type { PosItem } from '@dukani/contracts';
import { priceForType, type PriceType } from '@dukani/domain';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';
import { OutlinedField } from '@/components/form/outlined-field';
import { OutlinedNativeSelect } from '@/components/form/outlined-native-select';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { findTillItems, useTillCategories, useTillItems } from '../catalog/use-local-catalog';
import toast from 'react-hot-toast/headless';
import { usePosStore, type PosFilters } from '../state/pos-store';
import { ProductTile, TileList } from './product-tiles';

const SEARCH_PAUSE_MS = 250;
const TYPES: PosFilters['productType'][] = ['All', 'Products', 'Services', 'Bundles'];
const TYPE_BUTTON_SX = { textTransform: 'none', px: 0.5 } as const;

interface ProductGridProps {
  businessId: number;
  priceType: PriceType;
  onPick(item: PosItem, variantId: number | null): void;
  /** Enter in the search box: an exact barcode or code adds the item; `quiet` leaves a miss unsaid. */
  onCode(code: string, quiet?: boolean): Promise<boolean>;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

/** What a tile's stock chip says: none for a service or an item whose stock is not counted. */
function stockText(item: PosItem, t: TFunction, quantity: (n: number) => string) {
  if (item.productType === 1 || item.quantity === null || (!item.isBundle && item.trackInventory !== 1)) return null;
  return item.quantity <= 0 ? t('grid.outOfStock') : t('grid.inStock', { qty: quantity(item.quantity) });
}

const stockLevel = (item: PosItem) => ((item.quantity ?? 0) <= 0 ? 'out' : (item.quantity ?? 0) <= item.lowstock ? 'low' : 'ok');

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
  // Stable, so a tile re-renders only when its own item, price or highlight changes.
  const pick = useCallback((item: PosItem) => (item.variants.length > 0 ? setVariantsOf(item) : onPick(item, null)), [onPick]);
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
      <ChoiceButtons
        fullWidth
        label={t('grid.types')}
        value={filters.productType}
        options={TYPES.map((type) => ({ value: type, label: t(`grid.type.${type}`) }))}
        onChange={(productType) => update({ productType })}
        buttonSx={TYPE_BUTTON_SX}
      />
      {products.isFetching && <LinearProgress aria-label={t('grid.loading')} />}
      {products.isError && <Alert severity="error">{t('grid.loadFailed')}</Alert>}
      {products.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('grid.empty')}
        </Typography>
      )}
      <TileList ref={listRef} role="list" aria-label={t('grid.items')}>
        {(products.data?.data ?? []).map((item, index) => (
          <ProductTile
            key={`${item.isBundle ? 'b' : 'p'}${item.id}`}
            item={item}
            addPrefix={t('grid.addPrefix')}
            price={format.money(priceForType({ priceType, sellingPrice: item.sellingPrice, wholesalePrice: item.wholesalePrice }))}
            stockText={stockText(item, t, format.quantity)}
            stockLevel={stockLevel(item)}
            highlighted={index === highlight}
            onPick={pick}
          />
        ))}
      </TileList>
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
