/**
 * The @point-of-sale printer drivers ship JavaScript only. Their public surface (README of each), as used here:
 * connect() opens the browser's chooser and resolves whether or not a printer was picked (it logs its own errors);
 * a printer that did open says so by the `connected` event, with what the driver knows of it.
 */
declare module '@point-of-sale/webusb-receipt-printer' {
  import type { ConnectedDevice, ReceiptPrinterDriver } from './printer-connection';
  export default class WebUSBReceiptPrinter implements ReceiptPrinterDriver {
    connect(): Promise<void>;
    reconnect(device: { vendorId?: number | null; productId?: number | null; serialNumber?: string | null }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: ConnectedDevice) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
declare module '@point-of-sale/webbluetooth-receipt-printer' {
  import type { ConnectedDevice, ReceiptPrinterDriver } from './printer-connection';
  export default class WebBluetoothReceiptPrinter implements ReceiptPrinterDriver {
    connect(): Promise<void>;
    reconnect(device: { id?: string | null }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: ConnectedDevice) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
declare module '@point-of-sale/webserial-receipt-printer' {
  import type { ConnectedDevice, ReceiptPrinterDriver } from './printer-connection';
  export default class WebSerialReceiptPrinter implements ReceiptPrinterDriver {
    constructor(options?: { baudRate?: number });
    connect(): Promise<void>;
    reconnect(device: { vendorId?: number | null; productId?: number | null }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: ConnectedDevice) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
