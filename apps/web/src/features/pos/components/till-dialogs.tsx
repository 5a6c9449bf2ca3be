import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';

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

/** Hold the order on screen under a label the cashier types (F8). */
export function HoldDialog({ open, onClose, onHold }: { open: boolean; onClose(): void; onHold(label: string): void }) {
  const { t } = useTranslation('pos');
  const [label, setLabel] = useState('');
  const hold = () => {
    onHold(label.trim());
    setLabel('');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="hold-title">
      <DialogTitle id="hold-title">{t('held.hold')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          sx={{ mt: 1 }}
          label={t('held.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && hold()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={hold}>
          {t('held.hold')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The till's keyboard shortcuts. */
export function ShortcutsDialog({ open, onClose, onExited }: { open: boolean; onClose(): void; onExited(): void }) {
  const { t } = useTranslation('pos');
  return (
    // Focus goes to the search box, not back to the help button: its tooltip then stayed open over the box.
    <Dialog open={open} onClose={onClose} aria-labelledby="help-title" disableRestoreFocus slotProps={{ transition: { onExited } }}>
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
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
