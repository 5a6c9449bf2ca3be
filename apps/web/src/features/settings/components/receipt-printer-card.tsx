import { useState } from 'react';
import { Alert, Button, Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import CableIcon from '@mui/icons-material/Cable';
import UsbIcon from '@mui/icons-material/Usb';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { availablePrinterKinds, type PrinterKind } from '@/lib/receipt-printer/printer-connection';
import { PRINTER_LANGUAGES, type PrinterLanguage, type ThermalPaper } from '@/lib/receipt-printer/thermal-paper';
import { useReceiptPrinter } from '@/lib/receipt-printer/receipt-printer-store';
import { printerErrorKey } from '@/lib/receipt-printer/use-thermal-print';

const CONNECTIONS: { kind: PrinterKind; icon: typeof UsbIcon }[] = [
  { kind: 'usb', icon: UsbIcon },
  { kind: 'bluetooth', icon: BluetoothIcon },
  { kind: 'serial', icon: CableIcon },
];

/**
 * A receipt printer for this device, connected by USB, Bluetooth or serial (Chromium's WebUSB, Web Bluetooth, Web
 * Serial), the language it speaks (ESC/POS, or StarPRNT / Star Line for Star printers), its paper width and the
 * cash-drawer kick. Kept in this browser: each till has its own printer.
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
  const connect = (kind: PrinterKind) => run(() => printer.connect(kind, t(`receipt.printer.kinds.${kind}`)), t('receipt.printer.connected'));
  // The encoder comes with the first print, not with the settings page.
  const testPrint = () =>
    run(async () => {
      const { encodeTestPage } = await import('@/lib/receipt-printer/thermal-receipt');
      const lines = [t('receipt.printer.testLine'), t('receipt.printer.testAccents'), printer.name ?? '', printer.paper];
      await printer.print(encodeTestPage(printer.paper, { language: printer.language, codepageMapping: printer.codepageMapping }, printer.isDrawerKick, lines));
    }, t('receipt.printer.testSent'));
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
            {CONNECTIONS.map(({ kind, icon: Icon }) => (
              <Button key={kind} variant="outlined" startIcon={<Icon />} disabled={!kinds.includes(kind)} onClick={() => void connect(kind)}>
                {t(`receipt.printer.connect.${kind}`)}
              </Button>
            ))}
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
            label={t('receipt.printer.language')}
            value={printer.language}
            onChange={(event) => printer.update({ language: event.target.value as PrinterLanguage })}
            helperText={t('receipt.printer.languageHelp')}
            sx={{ maxWidth: 360 }}
          >
            {PRINTER_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`receipt.printer.languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
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
