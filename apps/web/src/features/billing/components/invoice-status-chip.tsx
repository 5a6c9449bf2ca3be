import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Invoice } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';

const COLOR: Record<Invoice['status'], ChipProps['color']> = { Unpaid: 'warning', PartPaid: 'info', Paid: 'success', Cancelled: 'default' };

export function InvoiceStatusChip({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('account');
  return <Chip size="small" color={COLOR[status]} label={t(`billing.status.${status}`)} />;
}
