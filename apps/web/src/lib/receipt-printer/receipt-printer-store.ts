import { create } from 'zustand';
import { readJson, writeJson } from '../storage';
import { choosePrinter, reopenUsbPrinter, type PrinterKind, type PrinterLink } from './printer-connection';
import type { ThermalPaper } from './escpos-receipt';

/**
 * The receipt printer belongs to this device, not to the shop or the user: it is kept in this browser
 * under its own key, which logout leaves in place (the next cashier prints on the same printer).
 */
const STORAGE_KEY = 'receiptPrinter';

export interface ReceiptPrinterSettings {
  kind: PrinterKind | null;
  name: string | null;
  usbIds: { vendorId: number; productId: number } | null;
  paper: ThermalPaper;
  isDrawerKick: boolean;
}

const DEFAULTS: ReceiptPrinterSettings = { kind: null, name: null, usbIds: null, paper: '80mm', isDrawerKick: true };

interface ReceiptPrinterState extends ReceiptPrinterSettings {
  /** The open connection; null until the first print or connect in this tab. */
  link: PrinterLink | null;
  connect(kind: PrinterKind): Promise<void>;
  forget(): void;
  update(change: Partial<Pick<ReceiptPrinterSettings, 'paper' | 'isDrawerKick'>>): void;
  /** Send bytes, opening the saved printer first when needed (a Bluetooth printer may ask again). */
  print(data: Uint8Array): Promise<void>;
}

function loadSettings(): ReceiptPrinterSettings {
  return { ...DEFAULTS, ...(readJson<Partial<ReceiptPrinterSettings>>(STORAGE_KEY) ?? {}) };
}

const settingsOf = (state: ReceiptPrinterSettings): ReceiptPrinterSettings => ({
  kind: state.kind,
  name: state.name,
  usbIds: state.usbIds,
  paper: state.paper,
  isDrawerKick: state.isDrawerKick,
});

export const useReceiptPrinter = create<ReceiptPrinterState>((set, get) => {
  const save = (change: Partial<ReceiptPrinterState>) => {
    set(change);
    writeJson(STORAGE_KEY, settingsOf(get()));
  };
  const open = async (): Promise<PrinterLink> => {
    const { link, kind, usbIds } = get();
    if (link) return link;
    const reopened = kind === 'usb' && usbIds ? await reopenUsbPrinter(usbIds) : null;
    const next = reopened ?? (kind ? await choosePrinter(kind) : null);
    if (!next) throw new Error('not-connected');
    set({ link: next });
    return next;
  };
  return {
    ...loadSettings(),
    link: null,
    async connect(kind) {
      const link = await choosePrinter(kind);
      save({ link, kind, name: link.name, usbIds: link.usbIds ?? null });
    },
    forget() {
      save({ link: null, kind: null, name: null, usbIds: null });
    },
    update(change) {
      save(change);
    },
    async print(data) {
      const link = await open();
      try {
        await link.write(data);
      } catch (error) {
        // A printer switched off or out of range: the next print opens it afresh.
        set({ link: null });
        throw error;
      }
    },
  };
});
