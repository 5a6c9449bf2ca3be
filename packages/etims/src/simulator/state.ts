import type { EtimsEndpoint, ReceiptLabel } from '../protocol';
import type { SaveCompositionRequest, SaveItemRequest } from '../schemas/items';
import type { PurchaseRequest } from '../schemas/purchases';
import type { SaveCustomerRequest, SaveInsuranceRequest, SaveUserRequest } from '../schemas/reference';
import type { SaleRequest } from '../schemas/sales';
import type { StockIoRequest, StockMasterRequest } from '../schemas/stock';

/**
 * The simulator's whole memory (§12.1), plain JSON so it can be written to a file as is. Records carry the §5
 * field names at top level plus `tin` and `bhfId`, and `changedAt` (EAT `yyyyMMddHHmmss`) for lastReqDt filters.
 * Arrays are kept oldest first: an update changes a record in place.
 */
interface Stamped {
  changedAt: string;
}
interface Owned extends Stamped {
  tin: string;
  bhfId: string;
}

export interface TaxpayerRecord extends Stamped {
  tin: string;
  taxprNm: string;
  bsnsActv: string;
  taxprSttsCd: 'A' | 'D';
  prvncNm: string;
  dstrtNm: string;
  sctrNm: string;
  locDesc: string | null;
}

export interface BranchRecord extends Owned {
  bhfNm: string;
  bhfSttsCd: string;
  bhfOpenDt: string;
  prvncNm: string;
  dstrtNm: string;
  sctrNm: string;
  locDesc: string | null;
  mgrNm: string;
  mgrTelNo: string;
  mgrEmail: string;
  hqYn: 'Y' | 'N';
}

/** Provisioned by KRA (admin API, fixtures or lenient auto-provisioning); keys set on first initialisation. */
export interface DeviceRecord extends Owned {
  dvcSrlNo: string;
  isInitialised: boolean;
  cmcKey: string | null;
  dvcId: string | null;
  sdcId: string | null;
  mrcNo: string | null;
  initialisedAt: string | null;
}

export type ItemRecord = Owned & SaveItemRequest & { regBhfId: string; rraModYn: 'N' };
export type CompositionRecord = Owned & SaveCompositionRequest;
export type SaleRecord = Owned &
  SaleRequest & {
    rcptLabel: ReceiptLabel;
    curRcptNo: number;
    totRcptNo: number;
    intrlData: string;
    rcptSign: string;
    sdcDateTime: string;
    sdcId: string;
    mrcNo: string | null;
  };
export type StockIoRecord = Owned & StockIoRequest;
/** `ledgerQty` is what the reported movements add up to; a master that differs is recorded, not refused (§5.20). */
export type StockMasterRecord = Owned & StockMasterRequest & { ledgerQty: number; isMismatch: boolean };
export type PurchaseRecord = Owned & PurchaseRequest;
export type UserRecord = Owned & SaveUserRequest;
export type InsuranceRecord = Owned & SaveInsuranceRequest;
export type CustomerRecord = Owned & SaveCustomerRequest;

/** A customs declaration line (§5.13); the match fields are filled by updateImportItem. */
export interface ImportRecord extends Owned {
  taskCd: string;
  /** As the authority sends it: `ddMMyyyy`. */
  dclDe: string;
  itemSeq: number;
  dclNo: string | null;
  hsCd: string | null;
  itemNm: string | null;
  imptItemsttsCd: string;
  orgnNatCd: string | null;
  exptNatCd: string | null;
  pkg: number | null;
  pkgUnitCd: string | null;
  qty: number | null;
  qtyUnitCd: string | null;
  totWt: number | null;
  netWt: number | null;
  spplrNm: string | null;
  agntNm: string | null;
  invcFcurAmt: number | null;
  invcFcurCd: string | null;
  invcFcurExcrt: number | null;
  itemCd: string | null;
  itemClsCd: string | null;
  remark: string | null;
  modrId: string | null;
  modrNm: string | null;
}

export interface NoticeRecord extends Stamped {
  noticeNo: number;
  title: string;
  cont: string;
  dtlUrl: string | null;
  regrNm: string;
  regDt: string;
}

export interface CodeRecord {
  cd: string;
  cdNm: string;
  cdDesc: string | null;
  useYn: 'Y' | 'N';
  srtOrd: number;
  userDfnCd1: string | null;
  userDfnCd2: string | null;
  userDfnCd3: string | null;
}

export interface CodeClassRecord extends Stamped {
  cdCls: string;
  cdClsNm: string;
  cdClsDesc: string | null;
  useYn: 'Y' | 'N';
  userDfnNm1: string | null;
  userDfnNm2: string | null;
  userDfnNm3: string | null;
  dtlList: CodeRecord[];
}

export interface ItemClassRecord extends Stamped {
  itemClsCd: string;
  itemClsNm: string;
  itemClsLvl: number;
  taxTyCd: string | null;
  mjrTgYn: 'Y' | 'N' | null;
  useYn: 'Y' | 'N';
}

export const FAULT_KINDS = ['timeout', 'http500', 'html', 'resultCd', 'commitThenDrop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** `POST /__sim/faults`: rules for one path fire in the order added; `times` counts down and a spent rule goes. */
export interface FaultRule {
  path: EtimsEndpoint | '*';
  /** As given: `timeout`, `http500`, `html`, `commitThenDrop` or `resultCd:<code>`. */
  kind: string;
  times: number;
  /** timeout: how long the connection is held before it is dropped (default 60). */
  seconds?: number;
  /** timeout: process the request before holding it, so the authority holds what the client never hears of. */
  commit?: boolean;
  /** Only requests whose `tin` header is this PIN; without it, every taxpayer's. */
  tin?: string;
}

export interface SimulatorConfig {
  /** lenient: any well-formed PIN and serial initialise (auto-provisioning); strict: only provisioned devices. */
  mode: 'lenient' | 'strict';
  /** §7: `full` checks every line and the header; `header` only the header sums (the real server's leniency). */
  totalsCheck: 'full' | 'header';
  lineTolerance: number;
  /** Header tolerance is `headerToleranceBase + headerTolerancePerLine × totItemCnt`. */
  headerToleranceBase: number;
  headerTolerancePerLine: number;
  /** A re-sent invcNo: `994` (default) or the original successful answer again. */
  duplicatePolicy: '994' | 'replay';
  /** Added before every KRA answer. */
  latencyMs: number;
}

export interface SimulatorState {
  config: SimulatorConfig;
  taxpayers: TaxpayerRecord[];
  branches: BranchRecord[];
  devices: DeviceRecord[];
  items: ItemRecord[];
  compositions: CompositionRecord[];
  sales: SaleRecord[];
  stockIO: StockIoRecord[];
  stockMaster: StockMasterRecord[];
  purchases: PurchaseRecord[];
  imports: ImportRecord[];
  users: UserRecord[];
  insurances: InsuranceRecord[];
  customers: CustomerRecord[];
  notices: NoticeRecord[];
  codes: CodeClassRecord[];
  itemClasses: ItemClassRecord[];
  faults: FaultRule[];
  /** `tin|bhfId|itemCd` → quantity the reported movements add up to. */
  ledger: Record<string, number>;
}

/** What `GET /__sim/state/<entity>` serves. */
export const STATE_ENTITIES = [
  'devices',
  'items',
  'sales',
  'stockIO',
  'stockMaster',
  'purchases',
  'imports',
  'users',
  'insurances',
  'compositions',
  'faults',
  'taxpayers',
  'branches',
  'customers',
  'notices',
  'codes',
  'itemClasses',
] as const satisfies readonly (keyof SimulatorState)[];
export type StateEntity = (typeof STATE_ENTITIES)[number];

export const DEFAULT_CONFIG: SimulatorConfig = {
  mode: 'lenient',
  totalsCheck: 'full',
  lineTolerance: 0.02,
  headerToleranceBase: 0.01,
  headerTolerancePerLine: 0.01,
  duplicatePolicy: '994',
  latencyMs: 0,
};

export function createEmptyState(config: SimulatorConfig): SimulatorState {
  return {
    config,
    taxpayers: [],
    branches: [],
    devices: [],
    items: [],
    compositions: [],
    sales: [],
    stockIO: [],
    stockMaster: [],
    purchases: [],
    imports: [],
    users: [],
    insurances: [],
    customers: [],
    notices: [],
    codes: [],
    itemClasses: [],
    faults: [],
    ledger: {},
  };
}
