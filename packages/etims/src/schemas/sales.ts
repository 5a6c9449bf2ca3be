import { z } from 'zod';
import {
  amountSchema,
  answerNumberSchema,
  answerTextSchema,
  auditSchema,
  char,
  dateSchema,
  dateTimeSchema,
  documentNumberSchema,
  nonNegativeSchema,
  numberishSchema,
  optionalChar,
  perClassAmountsSchema,
  taxTypeSchema,
  ynSchema,
} from './common';

/** One receipt line of saveTrnsSalesOsdc (§5.15). Quantities and amounts stay positive on credit notes. */
export const saleLineSchema = z.object({
  itemSeq: z.number().int().positive(),
  itemCd: char(20).min(1),
  itemClsCd: char(10).min(1),
  itemNm: char(200).min(1),
  bcd: optionalChar(20),
  pkgUnitCd: char(5).min(1),
  pkg: nonNegativeSchema,
  qtyUnitCd: char(5).min(1),
  qty: z.number().finite().positive(),
  prc: nonNegativeSchema,
  splyAmt: nonNegativeSchema,
  dcRt: z.number().finite().min(0).max(100),
  dcAmt: nonNegativeSchema,
  isrccCd: optionalChar(10),
  isrccNm: optionalChar(100),
  isrcRt: z.number().finite().min(0).max(100).nullish(),
  isrcAmt: amountSchema.nullish(),
  taxTyCd: taxTypeSchema,
  taxblAmt: nonNegativeSchema,
  taxAmt: nonNegativeSchema,
  totAmt: nonNegativeSchema,
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const saleReceiptSchema = z.object({
  custTin: optionalChar(11),
  custMblNo: optionalChar(20),
  rptNo: z.number().nullish(),
  rcptPbctDt: dateTimeSchema,
  trdeNm: optionalChar(20),
  adrs: optionalChar(200),
  topMsg: optionalChar(20),
  btmMsg: optionalChar(20),
  prchrAcptcYn: ynSchema,
});

/** saveTrnsSalesOsdc: a sale (`S`) or a credit note (`R`, with orgInvcNo and rfdRsnCd) (§5.15, §8). */
export const saleRequestSchema = perClassAmountsSchema.extend({
  ...auditSchema.shape,
  invcNo: documentNumberSchema,
  orgInvcNo: z.number().int().nonnegative(),
  trdInvcNo: char(50).min(1),
  custTin: optionalChar(11),
  custNm: optionalChar(60),
  salesTyCd: z.enum(['N', 'C', 'P', 'T']).nullish(),
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: optionalChar(5),
  salesSttsCd: char(5).min(1),
  cfmDt: dateTimeSchema,
  salesDt: dateSchema,
  stockRlsDt: dateTimeSchema.nullish(),
  cnclReqDt: dateTimeSchema.nullish(),
  cnclDt: dateTimeSchema.nullish(),
  rfdDt: dateTimeSchema.nullish(),
  rfdRsnCd: optionalChar(5),
  totItemCnt: z.number().int().positive(),
  totTaxblAmt: amountSchema,
  totTaxAmt: amountSchema,
  totAmt: amountSchema,
  prchrAcptcYn: ynSchema,
  remark: optionalChar(400),
  receipt: saleReceiptSchema,
  itemList: z.array(saleLineSchema).min(1),
});
export type SaleRequest = z.infer<typeof saleRequestSchema>;

/** What the authority signs back; counters may come as strings (§1.3). */
export const signedSaleDataSchema = z.object({
  curRcptNo: numberishSchema,
  totRcptNo: numberishSchema,
  intrlData: z.string().min(1),
  rcptSign: z.string().min(1),
  sdcDateTime: z.string().min(1),
});
export type SignedSaleData = z.infer<typeof signedSaleDataSchema>;

/** selectInvoiceDetails (§5.21): `sdcDateTime` arrives as `yyyy-MM-dd HH:mm:ss[.f]`. */
export const invoiceDetailsRequestSchema = z.object({ invcNo: documentNumberSchema });
export const invoiceDetailsDataSchema = z.object({
  salesList: z.array(
    z.object({
      invcNo: answerNumberSchema,
      custTin: answerTextSchema,
      rcptTyCd: answerTextSchema,
      totAmt: answerNumberSchema,
      receipt: z.object({
        curRcptNo: numberishSchema,
        totRcptNo: answerNumberSchema,
        rcptSign: z.string().min(1),
        intrlData: z.string().min(1),
        sdcDateTime: z.string().min(1),
      }),
    }),
  ),
});
