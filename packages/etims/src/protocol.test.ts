import { describe, expect, it } from 'vitest';
import { classifyResultCode } from './errors';
import {
  buildItemCode,
  buildReceiptVerificationUrl,
  ETIMS_SANDBOX_PORTAL_URL,
  formatEatDate,
  formatEatDateTime,
  formatSdcDateTime,
  hyphenateEvery4,
  normaliseDeclarationDate,
  parseEatDateTime,
  receiptLabelOf,
  toCompactStamp,
} from './protocol';

describe('EAT stamps (§1.3)', () => {
  it('formats UTC instants in East Africa Time and reads them back', () => {
    const instant = new Date('2025-03-01T09:00:00Z');
    expect(formatEatDateTime(instant)).toBe('20250301120000');
    expect(formatEatDate(new Date('2025-02-28T22:30:00Z'))).toBe('20250301');
    expect(parseEatDateTime('20250301120000')?.toISOString()).toBe('2025-03-01T09:00:00.000Z');
    expect(parseEatDateTime('2024-06-11 14:30:07.0')?.toISOString()).toBe('2024-06-11T11:30:07.000Z');
    expect(parseEatDateTime('20240231')).toBeNull();
    expect(parseEatDateTime('yesterday')).toBeNull();
    expect(toCompactStamp('2024-06-11 14:30:07')).toBe('20240611143007');
    expect(formatSdcDateTime('20240611143007')).toBe('2024-06-11 14:30:07');
  });

  it('normalises import declaration dates from ddMMyyyy or yyyyMMdd', () => {
    expect(normaliseDeclarationDate('01042023')).toBe('20230401');
    expect(normaliseDeclarationDate('20230401')).toBe('20230401');
  });
});

describe('item codes (§6)', () => {
  it('joins country, type, units and a 7-digit sequence', () => {
    expect(buildItemCode({ orgnNatCd: 'KE', itemTyCd: '2', pkgUnitCd: 'NT', qtyUnitCd: 'BA', sequence: 12 })).toBe('KE2NTBA0000012');
    expect(buildItemCode({ orgnNatCd: 'KE', itemTyCd: '2', pkgUnitCd: 'BG', qtyUnitCd: 'U', sequence: 3 })).toBe('KE2BGU0000003');
    expect(() => buildItemCode({ orgnNatCd: 'KE', itemTyCd: '2', pkgUnitCd: 'BG', qtyUnitCd: 'U', sequence: 10_000_000 })).toThrow(RangeError);
  });
});

describe('receipts (§9)', () => {
  it('labels receipts, hyphenates the printed codes and builds the QR URL of §14.3', () => {
    expect([receiptLabelOf('N', 'S'), receiptLabelOf(undefined, 'R'), receiptLabelOf('T', 'S'), receiptLabelOf('C', 'R')]).toEqual(['NS', 'NC', 'TS', 'CC']);
    expect(hyphenateEvery4('Q3ZK7MXA2BHT5RW4NPLE6YCDVF')).toBe('Q3ZK-7MXA-2BHT-5RW4-NPLE-6YCD-VF');
    expect(hyphenateEvery4('LM4TQ2ZR7XKD5WPA')).toBe('LM4T-Q2ZR-7XKD-5WPA');
    expect(buildReceiptVerificationUrl(ETIMS_SANDBOX_PORTAL_URL, 'P051234567X', '00', 'LM4TQ2ZR7XKD5WPA')).toBe(
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00LM4TQ2ZR7XKD5WPA',
    );
  });
});

describe('result codes (§3, §11.1)', () => {
  it('classes success, refusals, retries and unknowns', () => {
    expect(['0', '00', '000', '0000'].map((code) => classifyResultCode(code))).toEqual(['success', 'success', 'success', 'success']);
    expect(classifyResultCode('001', 'selectNoticeList')).toBe('success');
    expect(classifyResultCode('001', 'selectInvoiceDetails')).toBe('success');
    expect(classifyResultCode('001', 'updateImportItem')).toBe('refused');
    expect(['900', '901', '902', '903', '910', '911', '912'].map((code) => classifyResultCode(code))).toEqual(Array(7).fill('refused'));
    expect(['990', '991', '992', '993', '995', '999', '894'].map((code) => classifyResultCode(code))).toEqual(Array(7).fill('retryable'));
    expect(classifyResultCode('994')).toBe('unknown');
    expect(classifyResultCode('E99')).toBe('unknown');
  });
});
