import { create } from 'zustand';
import { readJson, writeJson } from '../storage';
import { choosePrinter, printerName, reopenPrinter, type PrinterIdentity, type PrinterKind, type PrinterLink } from './printer-connection';
import { PRINTER_LANGUAGES, type PrinterLanguage, type ThermalPaper } from './thermal-paper';

/**
 * The receipt printer belongs to this device, not to the shop or the user: it is kept in this browser
 * under its own key, which logout leaves in place (the next cashier prints on the same printer).
 */
const STORAGE_KEY = 'receiptPrinter';

export interface ReceiptPrinterSettings {
  kind: PrinterKind | null;
  name: string | null;
  identity: PrinterIdentity | null;
  /** The commands the printer speaks: ESC/POS (most printers), StarPRNT or Star Line (Star printers). */
  language: PrinterLanguage;
  /** The model's code page numbering, as its driver knows it; null uses the language's usual one. */
  codepageMapping: string | null;
  paper: ThermalPaper;
  isDrawerKick: boolean;
}

const DEFAULTS: ReceiptPrinterSettings = {
  kind: null,
  name: null,
  identity: null,
  language: 'esc-pos',
  codepageMapping: null,
  paper: '80mm',
  isDrawerKick: true,
};

interface ReceiptPrinterState extends ReceiptPrinterSettings {
  /** The open connection; null until the first print or connect in this tab. */
  link: PrinterLink | null;
  connect(kind: PrinterKind, fallbackName: string): Promise<void>;
  forget(): void;
  update(change: Partial<Pick<ReceiptPrinterSettings, 'paper' | 'isDrawerKick' | 'language'>>): void;
  /** Send bytes, opening the saved printer first when needed (one not found again asks with the chooser). */
  print(data: Uint8Array): Promise<void>;
}

/** Settings saved before the drivers (USB ids under `usbIds`) keep their printer. */
function loadSettings(): ReceiptPrinterSettings {
  const saved = readJson<Partial<ReceiptPrinterSettings> & { usbIds?: PrinterIdentity | null }>(STORAGE_KEY) ?? {};
  const { usbIds, ...rest } = saved;
  const settings = { ...DEFAULTS, ...rest, identity: rest.identity ?? usbIds ?? null };
  return PRINTER_LANGUAGES.includes(settings.language) ? settings : { ...settings, language: DEFAULTS.language };
}

const settingsOf = (state: ReceiptPrinterSettings): ReceiptPrinterSettings => ({
  kind: state.kind,
  name: state.name,
  identity: state.identity,
  language: state.language,
  codepageMapping: state.codepageMapping,
  paper: state.paper,
  isDrawerKick: state.isDrawerKick,
});

/** The driver knows a Star model's language; a language we do not encode (a raster-only model) keeps the user's. */
const knownLanguage = (language: string | null): PrinterLanguage | null =>
  (PRINTER_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as PrinterLanguage) : null;

export const useReceiptPrinter = create<ReceiptPrinterState>((set, get) => {
  const save = (change: Partial<ReceiptPrinterState>) => {
    set(change);
    writeJson(STORAGE_KEY, settingsOf(get()));
  };
  const open = async (): Promise<PrinterLink> => {
    const { link, kind, identity } = get();
    if (link?.isOpen()) return link;
    if (!kind) throw new Error('not-connected');
    const next = (identity ? await reopenPrinter(kind, identity) : null) ?? (await choosePrinter(kind));
    set({ link: next });
    return next;
  };
  return {
    ...loadSettings(),
    link: null,
    async connect(kind, fallbackName) {
      const link = await choosePrinter(kind);
      save({
        link,
        kind,
        name: printerName(link.device, fallbackName),
        identity: link.identity,
        language: knownLanguage(link.device.language) ?? get().language,
        codepageMapping: link.device.codepageMapping,
      });
    },
    forget() {
      save({ link: null, kind: null, name: null, identity: null, codepageMapping: null });
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
