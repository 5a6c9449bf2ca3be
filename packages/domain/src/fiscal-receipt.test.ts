import { describe, expect, it } from 'vitest';
import { buildFiscalBlock, formatScuDateTime, groupByFour, type FiscalInput } from './fiscal-receipt';

const signed: FiscalInput = {
  status: 'signed',
  label: 'NS',
  kraPin: 'P051234567X',
  branchId: '00',
  sdcId: 'KRACU0100000123',
  mrcNo: 'WIS01000123',
  cuInvoiceNo: 'KRACU0100000123/1042',
  originalCuInvoiceNo: null,
  curRcptNo: 15,
  totRcptNo: 42,
  sdcDateTime: '2025-03-01T09:00:05.000Z',
  internalData: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  signature: 'QUII27MATATSHFRB',
  qrUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
};

describe('buildFiscalBlock (§9.2)', () => {
  it('prints the SCU block of a signed sale in order, grouped by four, with the QR of the verification URL', () => {
    const block = buildFiscalBlock(signed);
    expect(block.isAwaiting).toBe(false);
    expect(block.qrUrl).toBe(signed.qrUrl);
    expect(block.rows).toEqual([
      { key: 'kraPin', value: 'P051234567X / 00' },
      { key: 'receiptType', value: 'NORMAL SALE - NS' },
      { key: 'sdcDateTime', value: '2025-03-01 12:00:05' },
      { key: 'sdcId', value: 'KRACU0100000123' },
      { key: 'cuInvoiceNo', value: 'KRACU0100000123/1042' },
      { key: 'receiptCounter', value: '15/42 NS' },
      { key: 'internalData', value: 'ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ' },
      { key: 'signature', value: 'QUII-27MA-TATS-HFRB' },
      { key: 'mrcNo', value: 'WIS01000123' },
    ]);
  });

  it('says a receipt is awaiting the signature and shows neither signature nor QR before it', () => {
    const block = buildFiscalBlock({ ...signed, status: 'awaiting', label: 'NC', originalCuInvoiceNo: 'KRACU0100000123/7', signature: null, qrUrl: null });
    expect(block.isAwaiting).toBe(true);
    expect(block.qrUrl).toBeNull();
    expect(block.rows.map((row) => row.key)).toEqual(['kraPin', 'receiptType', 'originalCuInvoiceNo']);
    expect(block.rows[1]!.value).toBe('CREDIT NOTE - NC');
  });

  it('formats in East Africa Time and groups text by four', () => {
    expect(formatScuDateTime('2025-12-31T22:30:00Z')).toBe('2026-01-01 01:30:00');
    expect(groupByFour('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(groupByFour('')).toBe('');
  });
});
