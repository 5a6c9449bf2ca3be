import { useState } from 'react';
import { Alert, Button, Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import UsbIcon from '@mui/icons-material/Usb';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { encodeTestPage, type ThermalPaper } from '@/lib/receipt-printer/escpos-receipt';
import { availablePrinterKinds, type PrinterKind } from '@/lib/receipt-printer/printer-connection';
import { useReceiptPrinter } from '@/lib/receipt-printer/receipt-printer-store';
import { printerErrorKey } from '@/lib/receipt-printer/use-thermal-print';

/**
 * A USB or Bluetooth thermal printer for this device (Chromium's WebUSB / Web Bluetooth), its paper width
 * and the cash-drawer kick. Kept in this browser: each till has its own printer.
 */
export function ReceiptPrinterCard() {
  const { t } = useTranslation(['account', 'pos']);
  const printer = useReceiptPrinter();
  const kinds = availablePrinterKinds();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, success?: string) => {
    setProblem(null);
    try {
      await action();
      if (success) toast.success(success);
    } catch (error) {
      const key = printerErrorKey(error);
      if (key) setProblem(t(key, { ns: 'pos' }));
    }
  };
  const connect = (kind: PrinterKind) => run(() => printer.connect(kind), t('receipt.printer.connected'));
  const testPrint = () =>
    run(
      () => printer.print(encodeTestPage(printer.paper, printer.isDrawerKick, [t('receipt.printer.testLine'), printer.name ?? '', printer.paper])),
      t('receipt.printer.testSent'),
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="receipt-printer-title" sx={{ mt: 3 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="receipt-printer-title" variant="h6" component="h2">
            {t('receipt.printer.title')}
          </Typography>
          <Typography color="text.secondary">{t('receipt.printer.description')}</Typography>
          {kinds.length === 0 && <Alert severity="info">{t('receipt.printer.unsupported', { ns: 'pos' })}</Alert>}
          <Typography role="status">{printer.name ? t('receipt.printer.current', { name: printer.name }) : t('receipt.printer.none')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<UsbIcon />} disabled={!kinds.includes('usb')} onClick={() => void connect('usb')}>
              {t('receipt.printer.connectUsb')}
            </Button>
            <Button variant="outlined" startIcon={<BluetoothIcon />} disabled={!kinds.includes('bluetooth')} onClick={() => void connect('bluetooth')}>
              {t('receipt.printer.connectBluetooth')}
            </Button>
            <Button disabled={!printer.kind} onClick={() => void testPrint()}>
              {t('receipt.printer.test')}
            </Button>
            <Button color="error" disabled={!printer.kind} onClick={printer.forget}>
              {t('receipt.printer.forget')}
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
          <TextField
            select
            label={t('receipt.printer.paper')}
            value={printer.paper}
            onChange={(event) => printer.update({ paper: event.target.value as ThermalPaper })}
            sx={{ maxWidth: 240 }}
          >
            <MenuItem value="58mm">58 mm</MenuItem>
            <MenuItem value="80mm">80 mm</MenuItem>
          </TextField>
          <FormControlLabel
            control={<Switch checked={printer.isDrawerKick} onChange={(event) => printer.update({ isDrawerKick: event.target.checked })} />}
            label={t('receipt.printer.drawerKick')}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
