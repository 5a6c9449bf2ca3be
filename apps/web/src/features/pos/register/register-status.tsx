import { lazy, useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';
import { StatusChip } from '@/components/status-chip';

// The register's dialogs load when first opened (prefetched when the till is idle), not with the till.
const loadRegisterDialogs = () => import('./register-dialogs');
const OpenRegisterDialog = lazy(() => loadRegisterDialogs().then((m) => ({ default: m.OpenRegisterDialog })));
const CloseRegisterDialog = lazy(() => loadRegisterDialogs().then((m) => ({ default: m.CloseRegisterDialog })));
const EditRegisterDialog = lazy(() => loadRegisterDialogs().then((m) => ({ default: m.EditRegisterDialog })));
import { useOpenSession } from '@/api/pos/use-open-session';
import { DeferredMenu, DeferredMenuItem } from '@/components/deferred/deferred-popups';

/** The till's register chip: "Register open · 08:02" with close/edit, or "Open register". */
export function RegisterStatus({ businessId }: { businessId: number }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const navigate = useNavigate();
  const session = useOpenSession(businessId);
  const settings = useReceiptSettings(businessId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'open' | 'close' | 'edit' | null>(null);
  usePrefetch(loadRegisterDialogs);
  const current = session.data;
  if (!current) {
    const required = settings.data?.cashRegisterSettings.requireOpenSession ?? false;
    return (
      <>
        <Button size="small" variant={required ? 'contained' : 'outlined'} color={required ? 'warning' : 'primary'} onClick={() => setDialog('open')}>
          {t('register.open')}
        </Button>
        <LazyMount open={dialog === 'open'}>
          <OpenRegisterDialog businessId={businessId} open={dialog === 'open'} onClose={() => setDialog(null)} />
        </LazyMount>
      </>
    );
  }
  return (
    <>
      <StatusChip
        color="success"
        variant="outlined"
        label={t('register.openSince', { time: format.time(current.openedAt) })}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      />
      <DeferredMenu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <DeferredMenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('close');
          }}
        >
          {t('register.close')}
        </DeferredMenuItem>
        <DeferredMenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('edit');
          }}
        >
          {t('register.edit')}
        </DeferredMenuItem>
        <DeferredMenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/pos/register');
          }}
        >
          {t('register.view')}
        </DeferredMenuItem>
      </DeferredMenu>
      <LazyMount open={dialog === 'close'}>
        <CloseRegisterDialog
          businessId={businessId}
          session={current}
          open={dialog === 'close'}
          onClose={() => setDialog(null)}
          onClosed={(closed) => {
            setDialog(null);
            void navigate('/pos/register', { state: { closedId: closed.id, closed } });
          }}
        />
      </LazyMount>
      <LazyMount open={dialog === 'edit'}>
        {dialog === 'edit' && <EditRegisterDialog businessId={businessId} session={current} open onClose={() => setDialog(null)} />}
      </LazyMount>
    </>
  );
}
