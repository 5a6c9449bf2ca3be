import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Currency } from '@dukani/contracts';

export interface CurrencyActionHandlers {
  onEdit: (currency: Currency) => void;
  onMakeDefault: (currency: Currency) => void;
  onDelete: (currency: Currency) => void;
}

/** Edit, make default and delete for one currency; the default cannot be deleted (D5 answers 409). */
export function CurrencyActions({ currency, onEdit, onMakeDefault, onDelete, busy }: CurrencyActionHandlers & { currency: Currency; busy: boolean }) {
  const { t } = useTranslation('account');
  const name = currency.currencyName;
  return (
    <>
      <Tooltip title={currency.isDefault ? t('currencies.alreadyDefault') : t('currencies.setDefault')}>
        <span>
          <IconButton aria-label={`${t('currencies.setDefault')}: ${name}`} onClick={() => onMakeDefault(currency)} disabled={currency.isDefault || busy}>
            <StarBorderOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('common.edit')}>
        <IconButton aria-label={`${t('common.edit')}: ${name}`} onClick={() => onEdit(currency)} disabled={busy}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={currency.isDefault ? t('currencies.cannotDeleteDefault') : t('common.delete')}>
        {/* The span keeps the tooltip on the disabled button, so the owner learns why. */}
        <span>
          <IconButton aria-label={`${t('common.delete')}: ${name}`} onClick={() => onDelete(currency)} disabled={currency.isDefault || busy} color="error">
            <DeleteOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
