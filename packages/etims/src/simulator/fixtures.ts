import { CODE_CLASS_NAMES, CODE_LISTS, ITEM_CLASSES, TAX_TYPE_CODES, classificationLevel, parseList } from '../reference-codes';
import type { BranchRecord, CodeClassRecord, CodeRecord, ImportRecord, SimulatorState, TaxpayerRecord } from './state';

/** Reference data is stamped in the past, so a first sync with `20180101000000` (§5 common pattern) gets it all. */
export const REFERENCE_STAMP = '20200101000000';

export const DEMO_TIN = 'P051234567X';
export const DEMO_SUPPLIER_TIN = 'P052222222B';
export const DEMO_BUYER_TIN = 'A012345678Z';

const code = (cd: string, cdNm: string, srtOrd: number, userDfnCd1: string | null = null, userDfnCd2: string | null = null): CodeRecord => ({
  cd,
  cdNm,
  cdDesc: null,
  useYn: 'Y',
  srtOrd,
  userDfnCd1,
  userDfnCd2,
  userDfnCd3: null,
});

function codeClasses(): CodeClassRecord[] {
  const classOf = (cdCls: string, dtlList: CodeRecord[]): CodeClassRecord => ({
    cdCls,
    cdClsNm: CODE_CLASS_NAMES[cdCls] ?? cdCls,
    cdClsDesc: null,
    useYn: 'Y',
    userDfnNm1: cdCls === '04' ? 'TaxRate' : null,
    userDfnNm2: null,
    userDfnNm3: null,
    dtlList,
    changedAt: REFERENCE_STAMP,
  });
  const taxTypes = classOf(
    '04',
    TAX_TYPE_CODES.map(([cd, name, rate, label], index) => code(cd, name, index + 1, rate, label)),
  );
  const others = Object.entries(CODE_LISTS).map(([cdCls, list]) =>
    classOf(
      cdCls,
      parseList(list).map(([cd, name], index) => code(cd!, name!, index + 1)),
    ),
  );
  return [taxTypes, ...others].sort((a, b) => a.cdCls.localeCompare(b.cdCls));
}

/** Code lists and item classes: what every simulator serves, also after a reset. */
export function seedReferenceData(state: SimulatorState): void {
  state.codes = codeClasses();
  state.itemClasses = parseList(ITEM_CLASSES).map(([itemClsCd, itemClsNm, taxTyCd]) => ({
    itemClsCd: itemClsCd!,
    itemClsNm: itemClsNm!,
    itemClsLvl: classificationLevel(itemClsCd!),
    taxTyCd: taxTyCd ?? null,
    mjrTgYn: null,
    useYn: 'Y',
    changedAt: REFERENCE_STAMP,
  }));
}

export function createTaxpayer(tin: string, changedAt: string, fields: Partial<TaxpayerRecord> = {}): TaxpayerRecord {
  return {
    tin,
    taxprNm: tin === DEMO_TIN ? 'DEMO RETAIL LTD' : `TAXPAYER ${tin}`,
    bsnsActv: 'Retail',
    taxprSttsCd: 'A',
    prvncNm: 'NAIROBI CITY',
    dstrtNm: 'WESTLANDS',
    sctrNm: 'PARKLANDS',
    locDesc: null,
    ...fields,
    changedAt,
  };
}

export function createBranch(tin: string, bhfId: string, changedAt: string, fields: Partial<BranchRecord> = {}): BranchRecord {
  return {
    tin,
    bhfId,
    bhfNm: bhfId === '00' ? 'Headquarters' : `Branch ${bhfId}`,
    bhfSttsCd: '01',
    bhfOpenDt: '20230102',
    prvncNm: 'NAIROBI CITY',
    dstrtNm: 'WESTLANDS',
    sctrNm: 'PARKLANDS',
    locDesc: null,
    mgrNm: 'Branch Manager',
    mgrTelNo: '0711000111',
    mgrEmail: 'manager@example.co.ke',
    hqYn: bhfId === '00' ? 'Y' : 'N',
    ...fields,
    changedAt,
  };
}

function importLine(itemSeq: number, itemNm: string, hsCd: string, qty: number, changedAt: string): ImportRecord {
  return {
    tin: DEMO_TIN,
    bhfId: '00',
    taskCd: 'TASK2023040100001',
    dclDe: '01042023',
    itemSeq,
    dclNo: 'C3030-2023-MSA-0001',
    hsCd,
    itemNm,
    imptItemsttsCd: '2',
    orgnNatCd: 'CN',
    exptNatCd: 'CN',
    pkg: 10,
    pkgUnitCd: 'CT',
    qty,
    qtyUnitCd: 'U',
    totWt: 120,
    netWt: 110,
    spplrNm: 'Guangzhou Trading Co.',
    agntNm: 'Mombasa Clearing Ltd',
    invcFcurAmt: 1500,
    invcFcurCd: 'USD',
    invcFcurExcrt: 129.5,
    itemCd: null,
    itemClsCd: null,
    remark: null,
    modrId: null,
    modrNm: null,
    changedAt,
  };
}

/**
 * §12.4's default fixture, so the app works out of the box: a demo shop with two branches and a device each,
 * a supplier and a buyer, one notice and two import lines waiting. A reset empties all of it.
 */
export function seedDemoFixtures(state: SimulatorState, changedAt: string): void {
  state.taxpayers.push(
    createTaxpayer(DEMO_TIN, changedAt, { locDesc: 'Shop 4, Mpaka Rd' }),
    createTaxpayer(DEMO_SUPPLIER_TIN, changedAt, { taxprNm: 'MAJI SUPPLIES LTD', bsnsActv: 'Wholesale' }),
    createTaxpayer(DEMO_BUYER_TIN, changedAt, { taxprNm: 'JOHN KAMAU', bsnsActv: 'Individual' }),
  );
  state.branches.push(
    createBranch(DEMO_TIN, '00', changedAt, { locDesc: 'Shop 4, Mpaka Rd', mgrNm: 'Jane Wanjiru', mgrEmail: 'jane@example.co.ke' }),
    createBranch(DEMO_TIN, '01', changedAt, { bhfNm: 'Westlands branch' }),
    createBranch(DEMO_SUPPLIER_TIN, '00', changedAt),
    createBranch(DEMO_BUYER_TIN, '00', changedAt),
  );
  for (const bhfId of ['00', '01']) {
    state.devices.push({
      tin: DEMO_TIN,
      bhfId,
      dvcSrlNo: `DEMO-${bhfId}-0001`,
      isInitialised: false,
      cmcKey: null,
      dvcId: null,
      sdcId: null,
      mrcNo: null,
      initialisedAt: null,
      changedAt,
    });
  }
  state.notices.push({
    noticeNo: 1,
    title: 'Welcome to the eTIMS sandbox simulator',
    cont: 'Sales sent here are not reported to KRA.\r\nUse the simulator admin API to add notices.',
    dtlUrl: null,
    regrNm: 'KRA',
    regDt: changedAt,
    changedAt,
  });
  state.imports.push(
    importLine(1, 'Electric kettles; 1.7 l', '8516710000', 100, changedAt),
    importLine(2, 'Plastic buckets; 20 l', '3924100000', 250, changedAt),
  );
}
