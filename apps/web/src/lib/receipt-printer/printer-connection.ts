/**
 * A receipt printer reached straight from Chromium through the @point-of-sale drivers: WebUSB, Web Bluetooth, or Web
 * Serial (a serial printer, or a USB printer whose Windows driver shows it as a COM port). The drivers are loaded on
 * the first connect or print, never with the till.
 */
export type PrinterKind = 'usb' | 'bluetooth' | 'serial';

/** What a driver says of the printer it opened (its `connected` event). */
export interface ConnectedDevice {
  type: string;
  productName?: string;
  name?: string;
  id?: string;
  serialNumber?: string;
  vendorId?: number | null;
  productId?: number | null;
  /** The printer's language when the driver knows the model ("esc-pos", "star-prnt", "star-line", …), else null. */
  language: string | null;
  /** Which code page numbers the model uses ("epson", "star", "bixolon", …), else null. */
  codepageMapping: string | null;
}

export interface ReceiptPrinterDriver {
  connect(): Promise<void>;
  reconnect(device: object): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: ConnectedDevice) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
}

/** Enough to open the same printer again after a reload without the chooser (USB and serial ids, a Bluetooth id). */
export interface PrinterIdentity {
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string | null;
  id?: string | null;
}

export interface PrinterLink {
  kind: PrinterKind;
  device: ConnectedDevice;
  identity: PrinterIdentity;
  /** Whether the printer is still there: the driver says when it goes (unplugged, switched off, out of range). */
  isOpen(): boolean;
  write(data: Uint8Array): Promise<void>;
}

interface PrinterNavigator {
  usb?: unknown;
  bluetooth?: unknown;
  serial?: unknown;
}

const printerNavigator = () => navigator as Navigator & PrinterNavigator;

/** Which kinds this browser can reach (Chromium on desktop; Android has WebUSB and Web Bluetooth; not Safari or Firefox). */
export function availablePrinterKinds(): PrinterKind[] {
  const nav = printerNavigator();
  const kinds: PrinterKind[] = [];
  if (nav.usb) kinds.push('usb');
  if (nav.bluetooth) kinds.push('bluetooth');
  if (nav.serial) kinds.push('serial');
  return kinds;
}

async function loadDriver(kind: PrinterKind): Promise<ReceiptPrinterDriver> {
  if (!availablePrinterKinds().includes(kind)) throw new Error('unsupported');
  if (kind === 'usb') return new (await import('@point-of-sale/webusb-receipt-printer')).default();
  if (kind === 'bluetooth') return new (await import('@point-of-sale/webbluetooth-receipt-printer')).default();
  // 9600 baud, 8N1: the drivers' default and what most receipt printers ship with.
  return new (await import('@point-of-sale/webserial-receipt-printer')).default();
}

/**
 * Open a printer through its driver: `how` is the chooser (connect) or a saved printer (reconnect). The drivers log
 * and swallow their own failures, a closed chooser included, so a printer that opened is known by its `connected`
 * event alone; without it the answer is `not-connected`.
 */
async function open(kind: PrinterKind, how: (driver: ReceiptPrinterDriver) => Promise<void>): Promise<PrinterLink> {
  const driver = await loadDriver(kind);
  let device: ConnectedDevice | null = null;
  let isOpen = false;
  const connected = new Promise<void>((resolve) =>
    driver.addEventListener('connected', (info) => {
      device = info;
      isOpen = true;
      resolve();
    }),
  );
  driver.addEventListener('disconnected', () => {
    isOpen = false;
  });
  // The drivers emit on the next tick after connect() settles.
  await how(driver);
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 50))]);
  const opened = device as ConnectedDevice | null;
  if (!opened) throw new Error('not-connected');
  return {
    kind,
    device: opened,
    identity: { vendorId: opened.vendorId ?? null, productId: opened.productId ?? null, serialNumber: opened.serialNumber ?? null, id: opened.id ?? null },
    isOpen: () => isOpen,
    write: (data) => driver.print(data),
  };
}

/** Ask the user to pick a printer (the browser's own chooser; needs a click). */
export const choosePrinter = (kind: PrinterKind): Promise<PrinterLink> => open(kind, (driver) => driver.connect());

/** A printer the user allowed before, opened again without a chooser; null when it is not there. */
export async function reopenPrinter(kind: PrinterKind, identity: PrinterIdentity): Promise<PrinterLink | null> {
  try {
    return await open(kind, (driver) => driver.reconnect(identity));
  } catch (error) {
    if (error instanceof Error && error.message === 'not-connected') return null;
    throw error;
  }
}

/** The printer's name as the settings show it. */
export const printerName = (device: ConnectedDevice, fallback: string) => device.productName ?? device.name ?? fallback;
