export { EtimsClient, type InitAnswer, type ListAnswer, type SignedSale } from './etims-client';
export type { EtimsClientConfig } from './client/config';
export { classifyResultCode, EtimsError, type EtimsErrorDetails, type EtimsErrorKind, type EtimsOutcome, type EtimsPseudoCode } from './errors';
export { signSaleOnce, type SignSaleOptions } from './sign-sale';
export {
  computeLineAmounts,
  computeLineTax,
  summariseLines,
  taxRatesFromCodeList,
  type DocumentTotals,
  type LineAmountInput,
  type LineAmounts,
  type SummariseOptions,
  type TaxConvention,
  type TaxRates,
} from './amounts';
export * from './protocol';
export * from './schemas/common';
export * from './schemas/device';
export * from './schemas/reference';
export * from './schemas/items';
export * from './schemas/sales';
export * from './schemas/stock';
export * from './schemas/purchases';
export { CODE_CLASS_NAMES, CODE_LISTS, ITEM_CLASSES, TAX_TYPE_CODES, classificationLevel, parseList } from './reference-codes';
