import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { useTranslation } from 'react-i18next';
import { EtimsBanner } from '@/components/etims-banner';
import { CameraScanButton } from '@/components/camera-scan/camera-scan-button';
import toast from 'react-hot-toast';
import type { PosItem } from '@dukani/contracts';
import { cartIssues, cartTotals } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { useSession } from '@/lib/session-store';
import { findItemByCode } from '@/api/pos/get-pos-products';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { CartPanel } from '../components/cart-panel';
import { CustomerPicker } from '../components/customer-picker';
import { HeldOrdersDialog } from '../components/held-orders-dialog';
import { ProductGrid } from '../components/product-grid';
import { QuickSaleDialog } from '../components/quick-sale-dialog';
import { useBarcodeScanner } from '../components/use-barcode-scanner';
import { QueueStatus } from '../queue/queue-status';
import { RegisterStatus } from '../register/register-status';
import { toCartItem } from '../state/item-source';
import { findLocalByCode } from '../catalog/local-catalog';
import { setSaleInProgress } from '@/lib/offline/app-update';
import { useLocalCatalogSync } from '../catalog/use-local-catalog';
import { useTillSnapshot } from '../snapshot/use-till-snapshot';
import { usePosStore } from '../state/pos-store';
import { useQuantityCheck } from '../state/use-quantity-check';

const SHORTCUTS: [string, string][] = [
  ['F2', 'search'],
  ['F4', 'customer'],
  ['F6', 'quickSale'],
  ['F8', 'hold'],
  ['F9 / Ctrl+Enter', 'charge'],
  ['Enter', 'complete'],
  ['Delete', 'removeLine'],
  ['+ / −', 'quantity'],
  ['Esc', 'closeDialog'],
];
/** Clicks this soon after Charge belong to the same gesture (a double click), not to a wish to close. */
const CLICK_GUARD_MS = 800;
type DialogName = 'checkout' | 'held' | 'quick' | 'help' | 'hold' | null;

/** /pos: the till. Grid and scanner add items, the cart takes discounts and the customer, Charge takes payment. */
export default function PosPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const businessId = useSession((s) => s.businessId) ?? 0;
  const userId = useSession((s) => s.claims?.userid ?? null);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const settings = useReceiptSettings(businessId);
  const allowNegativeInventory = settings.data?.cashRegisterSettings.allowNegativeInventory ?? false;
  const options = useMemo(() => ({ allowNegativeInventory }), [allowNegativeInventory]);
  const cart = usePosStore((s) => s.cart);
  const heldCount = usePosStore((s) => s.heldOrders.filter((o) => o.businessId === businessId).length);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [holdLabel, setHoldLabel] = useState('');
  const searchRef = useRef<HTMLInputElement | null>(null);
  const customerRef = useRef<HTMLInputElement | null>(null);
  const totals = cartTotals(cart);
  const checkQuantity = useQuantityCheck();
  // The order on screen belongs to one shop: switching shops parks it with that shop's held orders.
  useEffect(() => {
    if (businessId) usePosStore.getState().bindBusiness(businessId);
  }, [businessId]);
  // A new app version is never offered mid-sale: a reload then would drop what the cashier is doing.
  const midSale = cart.lines.length > 0 || dialog !== null;
  useEffect(() => setSaleInProgress(midSale), [midSale]);
  useEffect(() => () => setSaleInProgress(false), []);
  const canCharge = cart.lines.length > 0 && cartIssues(cart).length === 0;
  // A double click on Charge: the second click lands on the dialog's backdrop and closed it again at once.
  const openedAt = useRef(0);
  const openCheckout = () => {
    openedAt.current = Date.now();
    setDialog('checkout');
  };
  const closeCheckout = (_event?: unknown, reason?: string) => {
    if (reason === 'backdropClick' && Date.now() - openedAt.current < CLICK_GUARD_MS) return;
    setDialog(null);
  };

  const addItem = useCallback(
    (item: PosItem, variantId: number | null) => {
      const refused = usePosStore.getState().addItem(toCartItem(item, variantId), options);
      if (refused) toast.error(refused);
      else setSelectedKey(`${item.id}:${variantId ?? 0}`);
    },
    [options],
  );
  useLocalCatalogSync(businessId);
  useTillSnapshot(businessId, userId);
  const addByCode = useCallback(
    async (code: string) => {
      // The device's copy first (instant, offline too); a code it lacks may be an item added since its last sync.
      const found = findLocalByCode(code) ?? (navigator.onLine ? await findItemByCode(businessId, code).catch(() => null) : null);
      if (!found) {
        toast.error(t('grid.noCode', { code }));
        return false;
      }
      addItem(found.item, found.variantId);
      return true;
    },
    [addItem, businessId, t],
  );
  useBarcodeScanner((code) => void addByCode(code), dialog === null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog !== null) return;
      const inField = event.target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(event.target.tagName);
      const store = usePosStore.getState();
      if (event.key === 'F2') searchRef.current?.focus();
      else if (event.key === 'F4') customerRef.current?.focus();
      else if (event.key === 'F6') setDialog('quick');
      else if (event.key === 'F8' && store.cart.lines.length) setDialog('hold');
      else if ((event.key === 'F9' || (event.key === 'Enter' && event.ctrlKey)) && canCharge) openCheckout();
      else if (!inField && selectedKey && event.key === 'Delete') store.removeLine(selectedKey);
      else if (!inField && selectedKey && (event.key === '+' || event.key === '-')) {
        const line = store.cart.lines.find((l) => l.key === selectedKey);
        const next = line ? line.quantity + (event.key === '+' ? 1 : -1) : 0;
        const refused = line ? (checkQuantity(line, next, options) ?? store.setQuantity(selectedKey, next, options)) : null;
        if (refused) toast.error(refused);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const hold = () => {
    usePosStore.getState().holdOrder(businessId, holdLabel.trim());
    setHoldLabel('');
    setDialog(null);
    toast.success(t('held.saved'));
  };
  const clear = () => {
    if (cart.lines.length === 0 || window.confirm(t('cart.clearConfirm'))) usePosStore.getState().clearOrder();
  };

  const actions = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
      <Button onClick={clear} color="inherit" size="small">
        {t('cart.clear')}
      </Button>
      <Button onClick={() => setDialog('hold')} disabled={cart.lines.length === 0} startIcon={<PauseCircleOutlineIcon />} size="small">
        {t('held.hold')}
      </Button>
      <Button variant="contained" size="large" sx={{ flex: '1 1 100%', py: 1.25, fontSize: '1.05rem' }} disabled={!canCharge} onClick={openCheckout}>
        {t('cart.charge', { amount: format.money(totals.amountDue) })}
      </Button>
    </Stack>
  );
  const cartArea = (
    <Stack spacing={1} sx={{ p: 1.5, flex: 1, minHeight: 0 }}>
      <CustomerPicker businessId={businessId} inputRef={customerRef} />
      <CartPanel options={options} selectedKey={selectedKey} onSelect={setSelectedKey} onRefused={(message) => toast.error(message)} actions={actions} />
    </Stack>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' }, px: { xs: 2, sm: 3 }, pt: 2, pb: { xs: 12, md: 3 } }}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <EtimsBanner />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 120, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}>
            {t('title')}
          </Typography>
          <RegisterStatus businessId={businessId} />
          <QueueStatus userId={userId} />
          {/* Words beside the icon: a cashier on the first day does not guess what a playlist icon holds. */}
          <Tooltip title={t('held.openHint')} describeChild>
            <Button
              color="inherit"
              onClick={() => setDialog('held')}
              startIcon={
                <Badge badgeContent={heldCount} color="primary">
                  <PlaylistPlayIcon />
                </Badge>
              }
            >
              {t('held.open')}
            </Button>
          </Tooltip>
          {/* The camera reads a code into the same path as a hardware scanner's. */}
          <CameraScanButton onCode={addByCode} disabled={dialog !== null} />
          <Tooltip title={`${t('quick.title')} (F6)`}>
            <IconButton aria-label={t('quick.title')} onClick={() => setDialog('quick')}>
              <BoltOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('help.title')}>
            <IconButton aria-label={t('help.title')} onClick={() => setDialog('help')}>
              <HelpOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <ProductGrid businessId={businessId} priceType={cart.priceType} onPick={addItem} onCode={addByCode} searchRef={searchRef} />
      </Stack>
      {isPhone ? (
        <>
          <Paper elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, p: 1.5, zIndex: 10 }}>
            <Button fullWidth variant="contained" size="large" onClick={() => setCartOpen(true)} aria-label={t('cart.open')}>
              {t('cart.bar', { count: cart.lines.length, amount: format.money(totals.amountDue) })}
            </Button>
          </Paper>
          <Drawer
            anchor="bottom"
            open={cartOpen}
            onClose={() => setCartOpen(false)}
            slotProps={{ paper: { sx: { height: '92vh', display: 'flex', flexDirection: 'column', backgroundImage: 'none' } } }}
          >
            {cartArea}
          </Drawer>
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
      <CheckoutDialog
        open={dialog === 'checkout'}
        businessId={businessId}
        onClose={closeCheckout}
        // Ready for the next scan, unless the cashier already went on to something else (the customer picker).
        onExited={() => {
          if (!document.activeElement || document.activeElement === document.body) searchRef.current?.focus();
        }}
      />
      <HeldOrdersDialog businessId={businessId} open={dialog === 'held'} onClose={() => setDialog(null)} />
      <QuickSaleDialog country={country} open={dialog === 'quick'} onClose={() => setDialog(null)} />
      <Dialog open={dialog === 'hold'} onClose={() => setDialog(null)} aria-labelledby="hold-title">
        <DialogTitle id="hold-title">{t('held.hold')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            sx={{ mt: 1 }}
            label={t('held.label')}
            value={holdLabel}
            onChange={(e) => setHoldLabel(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && hold()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={hold}>
            {t('held.hold')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'help'} onClose={() => setDialog(null)} aria-labelledby="help-title">
        <DialogTitle id="help-title">{t('help.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('help.scanner')}
          </Typography>
          <Table size="small">
            <TableBody>
              {SHORTCUTS.map(([keys, action]) => (
                <TableRow key={keys}>
                  <TableCell>
                    <kbd>{keys}</kbd>
                  </TableCell>
                  <TableCell>{t(`help.${action}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
