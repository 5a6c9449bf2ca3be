import { computeLineAmounts, summariseLines } from './amounts';
import { EtimsClient } from './etims-client';
import { DEFAULT_TAX_RATES } from './protocol';
import type { EtimsClientConfig } from './client/config';
import { EtimsError } from './errors';
import type { SaveItemRequest } from './schemas/items';
import type { SaleRequest } from './schemas/sales';
import type { StockIoRequest } from './schemas/stock';
import { createEtimsSimulator, DEMO_TIN, type EtimsSimulatorOptions, type RunningEtimsSimulator } from './simulator';

/** Test-only: a simulator on a real port, clients for it, and the payloads of the spec's worked examples (§14). */
export async function startSimulator(options: EtimsSimulatorOptions = {}) {
  const sim = await createEtimsSimulator({ seed: 14, ...options });
  const createClient = (overrides: Partial<EtimsClientConfig> = {}) => new EtimsClient({ baseUrl: sim.apiUrl, tin: DEMO_TIN, bhfId: '00', ...overrides });
  /** Initialises a device (lenient mode provisions it) and returns a client holding its key. */
  const createDeviceClient = async (tin = DEMO_TIN, bhfId = '00', dvcSrlNo = `SN-${tin}-${bhfId}`, overrides: Partial<EtimsClientConfig> = {}) => {
    const answer = await createClient({ tin, bhfId }).selectInitOsdcInfo({ tin, bhfId, dvcSrlNo });
    if (!answer.info) throw new Error('initialisation returned no info');
    return { client: createClient({ tin, bhfId, cmcKey: answer.info.cmcKey, ...overrides }), info: answer.info };
  };
  const admin = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(`${sim.url}/__sim/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const findState = async <T = Record<string, unknown>>(entity: string) => (await admin('GET', `state/${entity}`)).body as T[];
  return { ...sim, createClient, createDeviceClient, admin, findState };
}

export type TestSimulator = Awaited<ReturnType<typeof startSimulator>> & RunningEtimsSimulator;

export async function failureOf(promise: Promise<unknown>): Promise<EtimsError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof EtimsError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const audit = { regrId: 'u17', regrNm: 'Peter Otieno', modrId: 'u17', modrNm: 'Peter Otieno' };

/** §14.2. */
export const SUGAR: SaveItemRequest = {
  itemCd: 'KE2BGU0000001',
  itemClsCd: '5022110801',
  itemTyCd: '2',
  itemNm: 'Sugar 1kg',
  itemStdNm: null,
  orgnNatCd: 'KE',
  pkgUnitCd: 'BG',
  qtyUnitCd: 'U',
  taxTyCd: 'B',
  btchNo: null,
  bcd: '6161100000017',
  dftPrc: 180,
  isrcAplcbYn: 'N',
  useYn: 'Y',
  ...audit,
};
export const SOYA: SaveItemRequest = {
  ...SUGAR,
  itemCd: 'KE1BGKG0000002',
  itemClsCd: '99011004',
  itemTyCd: '1',
  itemNm: 'Soya beans',
  qtyUnitCd: 'KG',
  taxTyCd: 'A',
  bcd: null,
  dftPrc: 130,
};

const noInsurance = { isrccCd: null, isrccNm: null, isrcRt: null, isrcAmt: null };

/** §14.3, verbatim. */
export const EXAMPLE_SALE: SaleRequest = {
  invcNo: 1042,
  orgInvcNo: 0,
  trdInvcNo: 'POS-00-0001042',
  custTin: null,
  custNm: null,
  salesTyCd: 'N',
  rcptTyCd: 'S',
  pmtTyCd: '06',
  salesSttsCd: '02',
  cfmDt: '20240611143005',
  salesDt: '20240611',
  stockRlsDt: '20240611143005',
  cnclReqDt: null,
  cnclDt: null,
  rfdDt: null,
  rfdRsnCd: null,
  totItemCnt: 2,
  taxblAmtA: 175.5,
  taxblAmtB: 360.0,
  taxblAmtC: 0,
  taxblAmtD: 0,
  taxblAmtE: 0,
  taxRtA: 0,
  taxRtB: 16,
  taxRtC: 0,
  taxRtD: 0,
  taxRtE: 8,
  taxAmtA: 0,
  taxAmtB: 49.66,
  taxAmtC: 0,
  taxAmtD: 0,
  taxAmtE: 0,
  totTaxblAmt: 535.5,
  totTaxAmt: 49.66,
  totAmt: 535.5,
  prchrAcptcYn: 'N',
  remark: null,
  ...audit,
  receipt: {
    custTin: null,
    custMblNo: null,
    rcptPbctDt: '20240611143005',
    trdeNm: 'Demo Retail',
    adrs: 'Shop 4, Mpaka Rd',
    topMsg: null,
    btmMsg: 'Asante',
    prchrAcptcYn: 'N',
  },
  itemList: [
    {
      itemSeq: 1,
      itemCd: 'KE2BGU0000001',
      itemClsCd: '5022110801',
      itemNm: 'Sugar 1kg',
      bcd: '6161100000017',
      pkgUnitCd: 'BG',
      pkg: 2,
      qtyUnitCd: 'U',
      qty: 2,
      prc: 180,
      splyAmt: 360,
      dcRt: 0,
      dcAmt: 0,
      ...noInsurance,
      taxTyCd: 'B',
      taxblAmt: 360,
      taxAmt: 49.66,
      totAmt: 360,
    },
    {
      itemSeq: 2,
      itemCd: 'KE1BGKG0000002',
      itemClsCd: '99011004',
      itemNm: 'Soya beans',
      bcd: null,
      pkgUnitCd: 'BG',
      pkg: 1,
      qtyUnitCd: 'KG',
      qty: 1.5,
      prc: 130,
      splyAmt: 195,
      dcRt: 10,
      dcAmt: 19.5,
      ...noInsurance,
      taxTyCd: 'A',
      taxblAmt: 175.5,
      taxAmt: 0,
      totAmt: 175.5,
    },
  ],
};

/** §14.5: one bag of sugar back. */
export const EXAMPLE_CREDIT_NOTE: SaleRequest = {
  ...EXAMPLE_SALE,
  invcNo: 1043,
  orgInvcNo: 1042,
  trdInvcNo: 'CN-00-0000107',
  rcptTyCd: 'R',
  rfdRsnCd: '06',
  rfdDt: '20240612101500',
  cfmDt: '20240612101500',
  salesDt: '20240612',
  totItemCnt: 1,
  taxblAmtA: 0,
  taxblAmtB: 180,
  taxAmtB: 24.83,
  totTaxblAmt: 180,
  totTaxAmt: 24.83,
  totAmt: 180,
  receipt: { ...EXAMPLE_SALE.receipt, rcptPbctDt: '20240612101500' },
  itemList: [{ ...EXAMPLE_SALE.itemList[0]!, pkg: 1, qty: 1, splyAmt: 180, taxblAmt: 180, taxAmt: 24.83, totAmt: 180 }],
};

/** §14.4: the stock that left with the sale, valued at cost. */
export const EXAMPLE_STOCK_OUT: StockIoRequest = {
  sarNo: 2210,
  orgSarNo: 0,
  regTyCd: 'M',
  custTin: null,
  custNm: null,
  custBhfId: null,
  sarTyCd: '11',
  ocrnDt: '20240611',
  totItemCnt: 2,
  totTaxblAmt: 465,
  totTaxAmt: 41.38,
  totAmt: 465,
  remark: 'POS-00-0001042',
  ...audit,
  itemList: [
    {
      itemSeq: 1,
      itemCd: 'KE2BGU0000001',
      itemClsCd: '5022110801',
      itemNm: 'Sugar 1kg',
      bcd: '6161100000017',
      pkgUnitCd: 'BG',
      pkg: 2,
      qtyUnitCd: 'U',
      qty: 2,
      itemExprDt: null,
      prc: 150,
      splyAmt: 300,
      totDcAmt: 0,
      taxblAmt: 300,
      taxTyCd: 'B',
      taxAmt: 41.38,
      totAmt: 300,
    },
    {
      itemSeq: 2,
      itemCd: 'KE1BGKG0000002',
      itemClsCd: '99011004',
      itemNm: 'Soya beans',
      bcd: null,
      pkgUnitCd: 'BG',
      pkg: 1,
      qtyUnitCd: 'KG',
      qty: 1.5,
      itemExprDt: null,
      prc: 110,
      splyAmt: 165,
      totDcAmt: 0,
      taxblAmt: 165,
      taxTyCd: 'A',
      taxAmt: 0,
      totAmt: 165,
    },
  ],
};

export const AUDIT = audit;

/** A sale of `qty` bags of sugar numbered `invcNo`, dated like §14.3, its figures from the §7 helpers. */
export function sugarSale(invcNo: number, qty = 1): SaleRequest {
  const line = { ...EXAMPLE_SALE.itemList[0]!, pkg: qty, qty, ...computeLineAmounts({ prc: 180, qty, taxTyCd: 'B' }, DEFAULT_TAX_RATES) };
  return { ...EXAMPLE_SALE, invcNo, trdInvcNo: `POS-00-${String(invcNo).padStart(7, '0')}`, ...summariseLines([line], DEFAULT_TAX_RATES), itemList: [line] };
}
