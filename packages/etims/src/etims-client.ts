import type { z } from 'zod';
import { classifyResultCode, errorFromEnvelope, EtimsError, outcomeOfLostAnswer } from './errors';
import { postEnvelope } from './client/transport';
import type { EtimsClientConfig } from './client/config';
import { toCompactStamp, type EtimsEndpoint } from './protocol';
import { formatIssuePath, lastRequestSchema } from './schemas/common';
import { initDataSchema, initRequestSchema, type DeviceInfo, type InitRequest } from './schemas/device';
import {
  importListDataSchema,
  itemListDataSchema,
  saveCompositionRequestSchema,
  saveItemRequestSchema,
  updateImportRequestSchema,
  type ImportLine,
  type RegisteredItem,
  type SaveCompositionRequest,
  type SaveItemRequest,
  type UpdateImportRequest,
} from './schemas/items';
import { purchaseRequestSchema, purchaseSaleListDataSchema, type PurchaseRequest, type PurchaseSale } from './schemas/purchases';
import * as reference from './schemas/reference';
import {
  invoiceDetailsDataSchema,
  invoiceDetailsRequestSchema,
  saleRequestSchema,
  signedSaleDataSchema,
  type SaleRequest,
  type SignedSaleData,
} from './schemas/sales';
import {
  stockIoRequestSchema,
  stockMasterRequestSchema,
  stockMoveListDataSchema,
  type StockIoRequest,
  type StockMasterRequest,
  type StockMove,
} from './schemas/stock';

export interface InitAnswer {
  /** `902`: the device was initialised before; `info` is the stored answer when the authority repeats it (§5.1). */
  isAlreadyInitialised: boolean;
  info: DeviceInfo | null;
  resultDt: string;
}

/** A list and the `resultDt` to send as the next `lastReqDt` (§11.4). */
export interface ListAnswer<T> {
  list: T[];
  resultDt: string;
}

export interface SignedSale extends SignedSaleData {
  /** `sdcDateTime` always as `yyyyMMddHHmmss`, whichever format the answer used. */
  sdcDateTime: string;
  resultDt: string;
}

interface CallOptions<D> {
  request?: z.ZodType;
  data?: z.ZodType<D>;
}

/** The KRA eTIMS OSCU API (specs/etims-oscu.md §5). Methods are named after the endpoints they call. */
export class EtimsClient {
  constructor(private readonly config: EtimsClientConfig) {}

  /** Initialise the device (§5.1). `902` is not an error: it answers with the stored info when there is one. */
  async selectInitOsdcInfo(request: InitRequest): Promise<InitAnswer> {
    this.validate('selectInitOsdcInfo', initRequestSchema, request);
    const { envelope, httpStatus } = await postEnvelope(this.config, 'selectInitOsdcInfo', request, {});
    if (envelope.resultCd !== '902' && classifyResultCode(envelope.resultCd) !== 'success') throw errorFromEnvelope('selectInitOsdcInfo', envelope, httpStatus);
    const parsed = initDataSchema.safeParse(envelope.data);
    if (envelope.resultCd === '902') return { isAlreadyInitialised: true, info: parsed.success ? parsed.data.info : null, resultDt: envelope.resultDt };
    if (!parsed.success) throw this.unreadable('selectInitOsdcInfo', parsed.error);
    return { isAlreadyInitialised: false, info: parsed.data.info, resultDt: envelope.resultDt };
  }

  selectCodeList = (lastReqDt: string) => this.list('selectCodeList', lastReqDt, reference.codeListDataSchema, (data) => data.clsList);
  selectItemClsList = (lastReqDt: string) => this.list('selectItemClsList', lastReqDt, reference.itemClassListDataSchema, (data) => data.itemClsList);
  selectNoticeList = (lastReqDt: string) => this.list('selectNoticeList', lastReqDt, reference.noticeListDataSchema, (data) => data.noticeList);
  selectBhfList = (lastReqDt: string) => this.list('selectBhfList', lastReqDt, reference.branchListDataSchema, (data) => data.bhfList);
  selectItemList = (lastReqDt: string): Promise<ListAnswer<RegisteredItem>> =>
    this.list('selectItemList', lastReqDt, itemListDataSchema, (data) => data.itemList);
  selectImportItemList = (lastReqDt: string): Promise<ListAnswer<ImportLine>> =>
    this.list('selectImportItemList', lastReqDt, importListDataSchema, (data) => data.itemList);
  selectTrnsPurchaseSalesList = (lastReqDt: string): Promise<ListAnswer<PurchaseSale>> =>
    this.list('selectTrnsPurchaseSalesList', lastReqDt, purchaseSaleListDataSchema, (data) => data.saleList);
  selectStockMoveList = (lastReqDt: string): Promise<ListAnswer<StockMove>> =>
    this.list('selectStockMoveList', lastReqDt, stockMoveListDataSchema, (data) => data.stockList);

  /** A taxpayer by PIN (§5.4); an unknown PIN is an empty list. */
  async selectCustomer(custmTin: string): Promise<ListAnswer<reference.Taxpayer>> {
    const { resultDt, data } = await this.call(
      'selectCustomer',
      { custmTin },
      { request: reference.customerSearchSchema, data: reference.customerListDataSchema },
    );
    return { list: data?.custList ?? [], resultDt };
  }

  saveBhfCustomer = (request: reference.SaveCustomerRequest) => this.write('saveBhfCustomer', request, reference.saveCustomerRequestSchema);
  saveBhfUser = (request: reference.SaveUserRequest) => this.write('saveBhfUser', request, reference.saveUserRequestSchema);
  saveBhfInsurance = (request: reference.SaveInsuranceRequest) => this.write('saveBhfInsurance', request, reference.saveInsuranceRequestSchema);
  saveItem = (request: SaveItemRequest) => this.write('saveItem', request, saveItemRequestSchema);
  saveItemComposition = (request: SaveCompositionRequest) => this.write('saveItemComposition', request, saveCompositionRequestSchema);
  updateImportItem = (request: UpdateImportRequest) => this.write('updateImportItem', request, updateImportRequestSchema);
  insertTrnsPurchase = (request: PurchaseRequest) => this.write('insertTrnsPurchase', request, purchaseRequestSchema);
  insertStockIO = (request: StockIoRequest) => this.write('insertStockIO', request, stockIoRequestSchema);
  saveStockMaster = (request: StockMasterRequest) => this.write('saveStockMaster', request, stockMasterRequestSchema);

  /** Sign a sale or credit note (§5.15). On an `unknown` error re-check with selectInvoiceDetails before re-sending. */
  async saveTrnsSalesOsdc(request: SaleRequest): Promise<SignedSale> {
    const { resultDt, data } = await this.call('saveTrnsSalesOsdc', request, { request: saleRequestSchema, data: signedSaleDataSchema });
    // `000` without the signature block: the sale is held but we cannot print it; same as a lost answer.
    if (!data) throw new EtimsError('unknown', 'saveTrnsSalesOsdc', 'KRA accepted the sale but sent no signature', { resultCd: '000', resultDt });
    return { ...data, sdcDateTime: toCompactStamp(data.sdcDateTime), resultDt };
  }

  /** The signature of a sale the authority already holds, or null when it holds none (§5.21, §11.2). */
  async selectInvoiceDetails(invcNo: number): Promise<SignedSale | null> {
    const { resultDt, data } = await this.call('selectInvoiceDetails', { invcNo }, { request: invoiceDetailsRequestSchema, data: invoiceDetailsDataSchema });
    const receipt = data?.salesList[0]?.receipt;
    if (!receipt) return null;
    const { curRcptNo, totRcptNo, rcptSign, intrlData, sdcDateTime } = receipt;
    return { curRcptNo, totRcptNo: totRcptNo ?? 0, rcptSign, intrlData, sdcDateTime: toCompactStamp(sdcDateTime), resultDt };
  }

  private async list<D, T>(endpoint: EtimsEndpoint, lastReqDt: string, schema: z.ZodType<D>, pick: (data: D) => T[]): Promise<ListAnswer<T>> {
    const { resultDt, data } = await this.call(endpoint, { lastReqDt }, { request: lastRequestSchema, data: schema });
    return { list: data ? pick(data) : [], resultDt };
  }

  private async write(endpoint: EtimsEndpoint, request: unknown, schema: z.ZodType): Promise<{ resultDt: string }> {
    const { resultDt } = await this.call(endpoint, request, { request: schema });
    return { resultDt };
  }

  /** Headers, envelope, classification; `data` is null on `001` and on writes. */
  private async call<D>(endpoint: EtimsEndpoint, body: unknown, options: CallOptions<D>): Promise<{ resultDt: string; data: D | null }> {
    if (options.request) this.validate(endpoint, options.request, body);
    if (!this.config.cmcKey)
      throw new EtimsError('refused', endpoint, `${endpoint} needs the device's cmcKey: initialise the device first`, { resultCd: '892' });
    const headers = { tin: this.config.tin, bhfId: this.config.bhfId, cmcKey: this.config.cmcKey };
    const { envelope, httpStatus } = await postEnvelope(this.config, endpoint, body, headers);
    if (classifyResultCode(envelope.resultCd, endpoint) !== 'success') throw errorFromEnvelope(endpoint, envelope, httpStatus);
    if (envelope.resultCd === '001' || !options.data) return { resultDt: envelope.resultDt, data: null };
    const parsed = options.data.safeParse(envelope.data);
    if (!parsed.success) throw this.unreadable(endpoint, parsed.error);
    return { resultDt: envelope.resultDt, data: parsed.data };
  }

  /** Our own check before sending, reported like KRA's `910` but as client code `893` (§3). */
  private validate(endpoint: EtimsEndpoint, schema: z.ZodType, body: unknown): void {
    if (this.config.isRequestValidated === false) return;
    const parsed = schema.safeParse(body);
    if (parsed.success) return;
    const issue = parsed.error.issues[0];
    const field = issue ? formatIssuePath(issue.path) : '';
    throw new EtimsError('refused', endpoint, `${field || 'request'} is not valid for ${endpoint}: ${issue?.message ?? 'invalid'}`, { resultCd: '893', field });
  }

  private unreadable(endpoint: EtimsEndpoint, error: z.ZodError): EtimsError {
    const issue = error.issues[0];
    const where = issue ? formatIssuePath(issue.path) : '';
    return new EtimsError(outcomeOfLostAnswer(endpoint), endpoint, `KRA's answer to ${endpoint} is unreadable at data.${where}: ${issue?.message ?? ''}`, {
      resultCd: 'JSON',
    });
  }
}
