import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CustomerRow } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText } from '@/lib/form/show-save-error';
import { useAddCustomer, useCustomers } from '@/api/customers/customers';
import { useSalesPersons } from '@/api/users/get-sales-persons';
import { useOnline } from '@/lib/offline/use-online';
import { usePosStore } from '../state/pos-store';

function QuickAddDialog({ businessId, open, onClose }: { businessId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('pos');
  const add = useAddCustomer(businessId);
  const setCustomer = usePosStore((s) => s.setCustomer);
  const [fields, setFields] = useState({ clientName: '', phoneNumber: '', email: '' });
  const save = () =>
    add.mutate(
      { clientName: fields.clientName, phoneNumber: fields.phoneNumber || null, email: fields.email || null },
      {
        onSuccess: (customer) => {
          setCustomer({ ...customer, balance: 0 });
          setFields({ clientName: '', phoneNumber: '', email: '' });
          onClose();
        },
        onError: (error) => toast.error(errorText(error, t('customer.addFailed'))),
      },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="quick-customer-title" fullWidth maxWidth="xs">
      <DialogTitle id="quick-customer-title">{t('customer.quickAdd')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField autoFocus label={t('customer.name')} value={fields.clientName} onChange={(e) => setFields({ ...fields, clientName: e.target.value })} />
          <TextField
            label={t('customer.phone')}
            value={fields.phoneNumber}
            inputMode="tel"
            onChange={(e) => setFields({ ...fields, phoneNumber: e.target.value })}
          />
          <TextField label={t('customer.email')} value={fields.email} type="email" onChange={(e) => setFields({ ...fields, email: e.target.value })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} loading={add.isPending} disabled={!fields.clientName.trim()}>
          {t('customer.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Customer (H1, with balances; quick add through H2) and salesperson (F13) of the sale. */
export function CustomerPicker({
  businessId,
  inputRef,
  withSalesPerson = true,
}: {
  businessId: number;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Off in the checkout, where only who owes the sale is asked. */
  withSalesPerson?: boolean;
}) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const customers = useCustomers(businessId);
  const salesPersons = useSalesPersons(businessId);
  const customer = usePosStore((s) => s.customer);
  const salesPersonId = usePosStore((s) => s.salesPersonId);
  const { setCustomer, setSalesPerson } = usePosStore.getState();
  const [adding, setAdding] = useState(false);
  // A new customer is created on the server (H2); offline the picker offers the customers kept on the device.
  const online = useOnline();
  const label = (c: CustomerRow) => (c.balance > 0 ? `${c.clientName} · ${t('customer.owes', { amount: format.money(c.balance) })}` : c.clientName);
  return (
    // Side by side at a desk: one row less above the cart's lines (issue 36, item 6: 2½ lines showed at 1366×768).
    <Stack direction={{ xs: 'column', md: withSalesPerson ? 'row' : 'column' }} sx={{ gap: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ flex: 2, minWidth: 0 }}>
        <Autocomplete
          sx={{ flex: 1 }}
          size="small"
          options={customers.data ?? []}
          value={customer}
          loading={customers.isPending}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(options, state) => {
            const q = state.inputValue.trim().toLowerCase();
            return q ? options.filter((o) => `${o.clientName} ${o.phoneNumber ?? ''} ${o.email ?? ''}`.toLowerCase().includes(q)) : options;
          }}
          onChange={(_e, value) => setCustomer(value)}
          renderInput={(params) => <TextField {...params} inputRef={inputRef} label={t('customer.label')} placeholder={t('customer.walkIn')} />}
        />
        <Tooltip title={online ? t('customer.quickAdd') : t('customer.quickAddOffline')}>
          {/* A disabled button fires no events: the span keeps the tooltip that says why. */}
          <span>
            <Button aria-label={t('customer.quickAdd')} disabled={!online} onClick={() => setAdding(true)} sx={{ minWidth: 40, height: '100%' }}>
              <PersonAddAltIcon />
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {withSalesPerson && (
        <TextField
          select
          size="small"
          label={t('customer.salesPerson')}
          value={salesPersonId ?? ''}
          sx={{ flex: 1, minWidth: 150 }}
          onChange={(e) => setSalesPerson(e.target.value === '' ? null : Number(e.target.value))}
        >
          <MenuItem value="">{t('customer.noSalesPerson')}</MenuItem>
          {(salesPersons.data ?? []).map((p) => (
            <MenuItem key={p.userId} value={p.userId}>
              {p.fullnames}
            </MenuItem>
          ))}
        </TextField>
      )}
      <QuickAddDialog businessId={businessId} open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
