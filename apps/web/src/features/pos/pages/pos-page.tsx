import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';
import toast from 'react-hot-toast/headless';
import type { PosItem } from '@dukani/contracts';
import { cartIssues, cartTotals, type Cart } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { useSession } from '@/lib/session-store';
import { findItemByCode } from '@/api/pos/get-pos-products';
import { CartPanel } from '../components/cart-panel';
import { ProductGrid } from '../components/product-grid';
import { TillHeader } from '../components/till-header';
import { useBarcodeScanner } from '../components/use-barcode-scanner';
import { toCartItem } from '../state/item-source';
import { findLocalByCode } from '../catalog/local-catalog';
import { setSaleInProgress } from '@/lib/offline/app-update';
import { useLocalCatalogSync } from '../catalog/use-local-catalog';
import { useTillSnapshot } from '../snapshot/use-till-snapshot';
import { usePosStore } from '../state/pos-store';
import { useQuantityCheck } from '../state/use-quantity-check';
import { useCartIssueText } from '../state/use-cart-issue-text';
import { VisuallyHidden } from '@/components/visually-hidden';

// The dialogs load after the till is on screen (prefetched when idle): the first load carries only the grid and cart.
const loadCheckout = () => import('../checkout/checkout-dialog');
const loadHeldOrders = () => import('../components/held-orders-dialog');
const loadQuickSale = () => import('../components/quick-sale-dialog');
const loadTillDialogs = () => import('../components/till-dialogs');
// The customer field (MUI's Autocomplete) follows a moment after the grid and the cart.
const loadCartDrawer = () => import('../components/cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));
const CustomerPicker = lazy(() => import('../components/customer-picker').then((m) => ({ default: m.CustomerPicker })));
const CheckoutDialog = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutDialog })));
const HeldOrdersDialog = lazy(() => loadHeldOrders().then((m) => ({ default: m.HeldOrdersDialog })));
const QuickSaleDialog = lazy(() => loadQuickSale().then((m) => ({ default: m.QuickSaleDialog })));
const HoldDialog = lazy(() => loadTillDialogs().then((m) => ({ default: m.HoldDialog })));
const ShortcutsDialog = lazy(() => loadTillDialogs().then((m) => ({ default: m.ShortcutsDialog })));

/** How long Clear order's Undo is offered. */
const UNDO_MS = 8000;
/** Clicks this soon after Charge belong to the same gesture (a double click), not to a wish to close. */
const CLICK_GUARD_MS = 800;
type DialogName = 'checkout' | 'held' | 'quick' | 'help' | 'hold' | null;

/** A cart Charge may take: lines, and none the rules refuse. */
const chargeable = (cart: Cart) => cart.lines.length > 0 && cartIssues(cart).length === 0;

/** A module-level function, so the cart's memoised rows see the same one on every render. */
const showRefusal = (message: string) => void toast.error(message);

/** /pos: the till. Grid and scanner add items, the cart takes discounts and the customer, Charge takes payment. */
export default function PosPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const businessId = useSession((s) => s.businessId) ?? 0;
  const userId = useSession((s) => s.claims?.userid ?? null);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const settings = useReceiptSettings(businessId);
  // Asked when the till opens, as when the checkout was mounted with it: the lazily loaded checkout then offers
  // the shop's payment methods even if the line drops before the first Charge.
  usePaymentModes(businessId);
  const allowNegativeInventory = settings.data?.cashRegisterSettings.allowNegativeInventory ?? false;
  const options = useMemo(() => ({ allowNegativeInventory }), [allowNegativeInventory]);
  const cart = usePosStore((s) => s.cart);
  const heldCount = usePosStore((s) => s.heldOrders.filter((o) => o.businessId === businessId).length);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // The keyboard reads what the last key wrote, not what the last render showed: a scanner's Enter and the
  // cashier's F9 (or +, Delete) can come before React has rendered the scan.
  const selectedRef = useRef<string | null>(null);
  const dialogRef = useRef<DialogName>(null);
  const select = useCallback((key: string | null) => {
    selectedRef.current = key;
    setSelectedKey(key);
  }, []);
  const openDialog = useCallback((name: DialogName) => {
    dialogRef.current = name;
    setDialog(name);
  }, []);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const customerRef = useRef<HTMLInputElement | null>(null);
  const totals = cartTotals(cart);
  const checkQuantity = useQuantityCheck();
  usePrefetch(loadCheckout, loadHeldOrders, loadQuickSale, loadTillDialogs, loadCartDrawer);
  // The order on screen belongs to one shop: switching shops parks it with that shop's held orders.
  useEffect(() => {
    if (businessId) usePosStore.getState().bindBusiness(businessId);
  }, [businessId]);
  // A new app version is never offered mid-sale: a reload then would drop what the cashier is doing.
  const midSale = cart.lines.length > 0 || dialog !== null;
  useEffect(() => {
    setSaleInProgress(midSale);
  }, [midSale]);
  useEffect(() => () => setSaleInProgress(false), []);
  const issueText = useCartIssueText();
  const canCharge = chargeable(cart);
  // A double click on Charge: the second click lands on the dialog's backdrop and closed it again at once.
  const openedAt = useRef(0);
  const openCheckout = useCallback(() => {
    openedAt.current = Date.now();
    openDialog('checkout');
  }, [openDialog]);
  const closeCheckout = (_event?: unknown, reason?: string) => {
    if (reason === 'backdropClick' && Date.now() - openedAt.current < CLICK_GUARD_MS) return;
    openDialog(null);
    // After a sale the phone's cart sheet goes too: the next customer starts from the items.
    if (usePosStore.getState().cart.lines.length === 0) setCartOpen(false);
  };

  const addItem = useCallback(
    (item: PosItem, variantId: number | null) => {
      const refused = usePosStore.getState().addItem(toCartItem(item, variantId), options);
      if (refused) toast.error(refused);
      else select(`${item.id}:${variantId ?? 0}`);
    },
    [options, select],
  );
  useLocalCatalogSync(businessId);
  useTillSnapshot(businessId, userId);
  const addByCode = useCallback(
    async (code: string, quiet = false) => {
      // The device's copy first (instant, offline too); a code it lacks may be an item added since its last sync.
      const found = findLocalByCode(code) ?? (navigator.onLine ? await findItemByCode(businessId, code).catch(() => null) : null);
      if (!found) {
        if (!quiet) toast.error(t('grid.noCode', { code }));
        return false;
      }
      addItem(found.item, found.variantId);
      return true;
    },
    [addItem, businessId, t],
  );
  useBarcodeScanner((code) => void addByCode(code), dialog === null);

  // Registered once: every key reads the store and the refs as they are at that moment (a scan, then F9 at
  // once, charges the scanned line; a handler bound to an earlier render's cart would see it empty).
  const keyContext = useRef({ options, checkQuantity, openCheckout, openDialog, issueText, t });
  useEffect(() => {
    keyContext.current = { options, checkQuantity, openCheckout, openDialog, issueText, t };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogRef.current !== null) return;
      const { options, checkQuantity, openCheckout, openDialog, issueText, t } = keyContext.current;
      const inField = event.target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(event.target.tagName);
      const store = usePosStore.getState();
      const selected = selectedRef.current;
      if (event.key === 'F2') searchRef.current?.focus();
      else if (event.key === 'F4') customerRef.current?.focus();
      else if (event.key === 'F6') openDialog('quick');
      else if (event.key === 'F8' && store.cart.lines.length) openDialog('hold');
      else if (event.key === 'F9' || (event.key === 'Enter' && event.ctrlKey)) {
        if (chargeable(store.cart)) openCheckout();
        // Never nothing: the cashier learns why the key did not charge (issue 36, item 1).
        else {
          const [issue] = cartIssues(store.cart);
          toast.error(t('cart.cannotCharge', { reason: issue ? issueText(issue, store.cart) : t('cart.empty') }));
        }
      } else if (!inField && selected && event.key === 'Delete') store.removeLine(selected);
      else if (!inField && selected && (event.key === '+' || event.key === '-')) {
        const line = store.cart.lines.find((l) => l.key === selected);
        const next = line ? line.quantity + (event.key === '+' ? 1 : -1) : 0;
        const refused = line ? (checkQuantity(line, next, options) ?? store.setQuantity(selected, next, options)) : null;
        if (refused) toast.error(refused);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const hold = (label: string) => {
    usePosStore.getState().holdOrder(businessId, label);
    openDialog(null);
    toast.success(t('held.saved'));
  };
  // One click clears (beside Hold order), and Undo brings the order back while the toast shows (issue 36, item 3).
  const clear = () => {
    const { cart: cleared, customer, salesPersonId, clearOrder, restoreOrder } = usePosStore.getState();
    clearOrder();
    if (cleared.lines.length === 0) return;
    toast(
      (shown) => (
        <>
          {t('cart.cleared')}
          <Button size="small" sx={{ ml: 1 }} onClick={() => (restoreOrder({ cart: cleared, customer, salesPersonId }), toast.dismiss(shown.id))}>
            {t('cart.undo')}
          </Button>
        </>
      ),
      { duration: UNDO_MS },
    );
  };

  const actions = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
      <Button onClick={clear} color="inherit" size="small">
        {t('cart.clear')}
      </Button>
      <Button onClick={() => openDialog('hold')} disabled={cart.lines.length === 0} startIcon={<PauseCircleOutlineIcon />} size="small">
        {t('held.hold')}
      </Button>
      <Button variant="contained" size="large" sx={{ flex: '1 1 100%', py: 1.25, fontSize: '1.05rem' }} disabled={!canCharge} onClick={openCheckout}>
        {t('cart.charge', { amount: format.money(totals.amountDue) })}
      </Button>
    </Stack>
  );
  const cartArea = (
    <Stack spacing={1} sx={{ p: 1.5, flex: 1, minHeight: 0 }}>
      {/* As tall as the customer and salesperson fields, so the cart does not jump when they arrive. */}
      <Suspense fallback={<Box sx={{ minHeight: { xs: 88, md: 40 } }} />}>
        <CustomerPicker businessId={businessId} inputRef={customerRef} />
      </Suspense>
      <CartPanel options={options} selectedKey={selectedKey} onSelect={select} onRefused={showRefusal} actions={actions} />
    </Stack>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px', lg: 'minmax(0, 1fr) 440px' },
        px: { xs: 2, sm: 3 },
        pt: 2,
        pb: { xs: 12, md: 3 },
      }}
    >
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <TillHeader businessId={businessId} userId={userId} heldCount={heldCount} isScanPaused={dialog !== null} onCode={addByCode} onOpen={openDialog} />
        <ProductGrid businessId={businessId} priceType={cart.priceType} onPick={addItem} onCode={addByCode} searchRef={searchRef} />
      </Stack>
      {isPhone ? (
        <>
          <Paper elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, p: 1.5, zIndex: 10 }}>
            <Button fullWidth variant="contained" size="large" onClick={() => setCartOpen(true)}>
              {t('cart.bar', { count: cart.lines.length, amount: format.money(totals.amountDue) })}
              {/* The name is what the bar says, then what it does (an aria-label would leave out the total it shows). */}
              <VisuallyHidden>{` · ${t('cart.open')}`}</VisuallyHidden>
            </Button>
          </Paper>
          <LazyMount open={cartOpen}>
            <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)}>
              {cartArea}
            </CartDrawer>
          </LazyMount>
        </>
      ) : (
        <Paper
          variant="outlined"
          component="aside"
          aria-label={t('cart.title')}
          // As tall as the window below the app bar: the lines scroll inside, totals and Charge never leave the screen.
          sx={{ alignSelf: 'start', position: 'sticky', top: 80, height: 'calc(100vh - 96px)', display: 'flex', flexDirection: 'column' }}
        >
          {cartArea}
        </Paper>
      )}
      <LazyMount open={dialog === 'checkout'}>
        <CheckoutDialog
          open={dialog === 'checkout'}
          businessId={businessId}
          onClose={closeCheckout}
          // Ready for the next scan, unless the cashier already went on to something else (the customer picker).
          onExited={() => {
            if (!document.activeElement || document.activeElement === document.body) searchRef.current?.focus();
          }}
        />
      </LazyMount>
      <LazyMount open={dialog === 'held'}>
        <HeldOrdersDialog businessId={businessId} open={dialog === 'held'} onClose={() => openDialog(null)} />
      </LazyMount>
      <LazyMount open={dialog === 'quick'}>
        <QuickSaleDialog country={country} open={dialog === 'quick'} onClose={() => openDialog(null)} />
      </LazyMount>
      <LazyMount open={dialog === 'hold'}>
        <HoldDialog open={dialog === 'hold'} onClose={() => openDialog(null)} onHold={hold} />
      </LazyMount>
      <LazyMount open={dialog === 'help'}>
        <ShortcutsDialog open={dialog === 'help'} onClose={() => openDialog(null)} onExited={() => searchRef.current?.focus()} />
      </LazyMount>
    </Box>
  );
}
