/**
 * A thermal printer reached straight from Chromium: WebUSB for a USB printer, Web Bluetooth for a BLE
 * printer. TypeScript's DOM library has neither API, so the few members used are declared here.
 */
interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
}
interface UsbInterface {
  interfaceNumber: number;
  alternates: { interfaceClass: number; endpoints: UsbEndpoint[] }[];
}
interface UsbDevice {
  productName?: string;
  vendorId: number;
  productId: number;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
}
interface BleCharacteristic {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse(data: Uint8Array): Promise<void>;
  writeValue(data: Uint8Array): Promise<void>;
}
interface BleDevice {
  name?: string;
  gatt?: {
    connected: boolean;
    connect(): Promise<{
      getPrimaryServices(): Promise<{ getCharacteristics(): Promise<BleCharacteristic[]> }[]>;
    }>;
  };
}
interface PrinterNavigator {
  usb?: { requestDevice(options: { filters: object[] }): Promise<UsbDevice>; getDevices(): Promise<UsbDevice[]> };
  bluetooth?: { requestDevice(options: { acceptAllDevices: boolean; optionalServices: string[] }): Promise<BleDevice> };
}

export type PrinterKind = 'usb' | 'bluetooth';

/** The GATT services cheap BLE receipt printers expose for their print stream. */
const BLE_PRINT_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
];
/** BLE writes are small: a whole receipt in one write overflows most printers' buffer. */
const BLE_CHUNK = 180;
const USB_PRINTER_CLASS = 7;

const printerNavigator = () => navigator as Navigator & PrinterNavigator;

/** Which kinds this browser can reach (Chromium on desktop and Android; not Safari or Firefox). */
export function availablePrinterKinds(): PrinterKind[] {
  const nav = printerNavigator();
  return [...(nav.usb ? (['usb'] as const) : []), ...(nav.bluetooth ? (['bluetooth'] as const) : [])];
}

export interface PrinterLink {
  kind: PrinterKind;
  name: string;
  /** USB ids, to find the same printer again after a reload without asking. */
  usbIds?: { vendorId: number; productId: number };
  write(data: Uint8Array): Promise<void>;
}

async function openUsb(device: UsbDevice): Promise<PrinterLink> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const interfaces = device.configuration?.interfaces ?? [];
  // The printer-class interface if there is one; many cheap printers report a vendor class instead.
  const chosen =
    interfaces.find((i) => i.alternates.some((a) => a.interfaceClass === USB_PRINTER_CLASS)) ??
    interfaces.find((i) => i.alternates.some((a) => a.endpoints.some((e) => e.direction === 'out')));
  const endpoint = chosen?.alternates.flatMap((a) => a.endpoints).find((e) => e.direction === 'out');
  if (!chosen || !endpoint) throw new Error('no-output');
  await device.claimInterface(chosen.interfaceNumber).catch(() => undefined);
  return {
    kind: 'usb',
    name: device.productName ?? 'USB printer',
    usbIds: { vendorId: device.vendorId, productId: device.productId },
    write: async (data) => {
      await device.transferOut(endpoint.endpointNumber, data);
    },
  };
}

async function openBluetooth(device: BleDevice): Promise<PrinterLink> {
  const server = await device.gatt?.connect();
  if (!server) throw new Error('no-output');
  const services = await server.getPrimaryServices();
  const characteristics = (await Promise.all(services.map((s) => s.getCharacteristics()))).flat();
  const output = characteristics.find((c) => c.properties.writeWithoutResponse) ?? characteristics.find((c) => c.properties.write);
  if (!output) throw new Error('no-output');
  return {
    kind: 'bluetooth',
    name: device.name ?? 'Bluetooth printer',
    write: async (data) => {
      for (let start = 0; start < data.length; start += BLE_CHUNK) {
        const chunk = data.slice(start, start + BLE_CHUNK);
        if (output.properties.writeWithoutResponse) await output.writeValueWithoutResponse(chunk);
        else await output.writeValue(chunk);
      }
    },
  };
}

/** Ask the user to pick a printer (the browser's own chooser; needs a click). */
export async function choosePrinter(kind: PrinterKind): Promise<PrinterLink> {
  const nav = printerNavigator();
  if (kind === 'usb') {
    if (!nav.usb) throw new Error('unsupported');
    return openUsb(await nav.usb.requestDevice({ filters: [] }));
  }
  if (!nav.bluetooth) throw new Error('unsupported');
  return openBluetooth(await nav.bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: BLE_PRINT_SERVICES }));
}

/** A USB printer the user allowed before, opened again without a chooser; null when it is not plugged in. */
export async function reopenUsbPrinter(ids: { vendorId: number; productId: number }): Promise<PrinterLink | null> {
  const devices = (await printerNavigator().usb?.getDevices()) ?? [];
  const device = devices.find((d) => d.vendorId === ids.vendorId && d.productId === ids.productId);
  return device ? openUsb(device) : null;
}
