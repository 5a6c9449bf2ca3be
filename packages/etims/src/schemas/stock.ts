import { z } from 'zod';
import {
  amountSchema,
  answerNumberSchema,
  answerTextSchema,
  auditSchema,
  char,
  dateSchema,
  documentNumberSchema,
  nonNegativeSchema,
  numberishSchema,
  optionalChar,
  taxTypeSchema,
} from './common';

/** `01`–`06` in, `11`–`16` out (§4.3); the quantity is always positive, the type gives the direction. */
export const STOCK_IN_TYPES = ['01', '02', '03', '04', '05', '06'] as const;
export const STOCK_OUT_TYPES = ['11', '12', '13', '14', '15', '16'] as const;

/** A line of insertStockIO (§5.19): note `totDcAmt`, not `dcAmt`. */
export const stockLineSchema = z.object({
  itemSeq: z.number().int().positive(),
  itemCd: char(20).min(1),
  itemClsCd: char(10).min(1),
  itemNm: char(200).min(1),
  bcd: optionalChar(20),
  pkgUnitCd: char(5).min(1),
  pkg: nonNegativeSchema,
  qtyUnitCd: char(5).min(1),
  qty: z.number().finite().positive(),
  itemExprDt: dateSchema.nullish(),
  prc: nonNegativeSchema,
  splyAmt: nonNegativeSchema,
  totDcAmt: nonNegativeSchema,
  taxblAmt: nonNegativeSchema,
  taxTyCd: taxTypeSchema,
  taxAmt: nonNegativeSchema,
  totAmt: nonNegativeSchema,
});
export type StockLine = z.infer<typeof stockLineSchema>;

export const stockIoRequestSchema = auditSchema.extend({
  sarNo: documentNumberSchema,
  orgSarNo: z.number().int().nonnegative(),
  regTyCd: z.enum(['A', 'M']),
  custTin: optionalChar(11),
  custNm: optionalChar(100),
  custBhfId: optionalChar(2),
  sarTyCd: z.enum([...STOCK_IN_TYPES, ...STOCK_OUT_TYPES]),
  ocrnDt: dateSchema,
  totItemCnt: z.number().int().positive(),
  totTaxblAmt: amountSchema,
  totTaxAmt: amountSchema,
  totAmt: amountSchema,
  remark: optionalChar(400),
  itemList: z.array(stockLineSchema).min(1),
});
export type StockIoRequest = z.infer<typeof stockIoRequestSchema>;

/** saveStockMaster (§5.20): the on-hand quantity after the movements already reported. */
export const stockMasterRequestSchema = auditSchema.extend({ itemCd: char(20).min(1), rsdQty: nonNegativeSchema });
export type StockMasterRequest = z.infer<typeof stockMasterRequestSchema>;

/** selectStockMoveList (§5.18): transfers another branch of ours sent to this one. */
export const stockMoveSchema = z.object({
  custTin: answerTextSchema,
  custBhfId: answerTextSchema,
  sarNo: numberishSchema,
  ocrnDt: answerTextSchema,
  totItemCnt: answerNumberSchema,
  totTaxblAmt: answerNumberSchema,
  totTaxAmt: answerNumberSchema,
  totAmt: answerNumberSchema,
  remark: answerTextSchema,
  itemList: z.array(
    z.object({
      itemSeq: answerNumberSchema,
      itemCd: answerTextSchema,
      itemClsCd: answerTextSchema,
      itemNm: answerTextSchema,
      qty: numberishSchema,
      qtyUnitCd: answerTextSchema,
      pkgUnitCd: answerTextSchema,
      prc: answerNumberSchema,
      totAmt: answerNumberSchema,
    }),
  ),
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const stockMoveListDataSchema = z.object({ stockList: z.array(stockMoveSchema) });
