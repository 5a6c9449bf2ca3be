import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ExpenseCategory } from '@dukani/contracts';
import { MoneyTextField } from '@/components/form/money-text-field';

export interface ExpenseLineDraft {
  key: string;
  item_Desc: string;
  categoryId: number;
  quantity: number;
  itemCost: number;
}

export const newLine = (): ExpenseLineDraft => ({ key: crypto.randomUUID(), item_Desc: '', categoryId: 0, quantity: 1, itemCost: 0 });

interface ExpenseLinesProps {
  lines: ExpenseLineDraft[];
  categories: ExpenseCategory[];
  onChange: (lines: ExpenseLineDraft[]) => void;
}

/** What the money went on, line by line: what, its category, how many and what each cost. */
export function ExpenseLines({ lines, categories, onChange }: ExpenseLinesProps) {
  const { t } = useTranslation('expenses');
  const set = (key: string, change: Partial<ExpenseLineDraft>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <Stack spacing={1.5}>
      {lines.map((line, index) => (
        <Stack key={line.key} direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('dialog.item', { number: index + 1 })}
            value={line.item_Desc}
            onChange={(event) => set(line.key, { item_Desc: event.target.value })}
            sx={{ flex: '1 1 180px' }}
            required
          />
          <TextField
            select
            size="small"
            label={t('dialog.category')}
            value={line.categoryId}
            onChange={(event) => set(line.key, { categoryId: Number(event.target.value) })}
            sx={{ flex: '1 1 140px' }}
          >
            <MenuItem value={0}>{t('dialog.noCategory')}</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <MoneyTextField
            size="small"
            label={t('dialog.quantity')}
            value={line.quantity}
            decimals={3}
            onValue={(quantity) => set(line.key, { quantity })}
            sx={{ width: 90 }}
          />
          <MoneyTextField
            size="small"
            label={t('dialog.cost')}
            value={line.itemCost}
            onValue={(itemCost) => set(line.key, { itemCost })}
            // Grows into the row it wraps onto: at 130 px a phone cut "Precio unitario" to "Precio unit…".
            sx={{ flex: '1 1 130px' }}
          />
          {lines.length > 1 && (
            <Tooltip title={t('dialog.removeLine')}>
              <IconButton
                aria-label={t('dialog.removeLineNamed', { number: index + 1 })}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
