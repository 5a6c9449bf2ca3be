import { z } from 'zod';
import { answerNumberSchema, answerTextSchema, auditSchema, char, dateSchema, nonNegativeSchema, optionalChar, taxTypeSchema, ynSchema } from './common';

/** saveItem (§5.11): re-sending the same itemCd updates it; `useYn: "N"` retires it. */
export const saveItemRequestSchema = auditSchema.extend({
  itemCd: char(20).min(1),
  itemClsCd: char(10).min(1),
  itemTyCd: z.enum(['1', '2', '3']),
  itemNm: char(200).min(1),
  itemStdNm: optionalChar(200),
  orgnNatCd: char(5).min(1),
  pkgUnitCd: char(5).min(1),
  qtyUnitCd: char(5).min(1),
  taxTyCd: taxTypeSchema,
  btchNo: optionalChar(10),
  bcd: optionalChar(20),
  dftPrc: nonNegativeSchema,
  grpPrcL1: nonNegativeSchema.nullish(),
  grpPrcL2: nonNegativeSchema.nullish(),
  grpPrcL3: nonNegativeSchema.nullish(),
  grpPrcL4: nonNegativeSchema.nullish(),
  grpPrcL5: nonNegativeSchema.nullish(),
  addInfo: optionalChar(7),
  sftyQty: nonNegativeSchema.nullish(),
  isrcAplcbYn: ynSchema,
  useYn: ynSchema,
});
export type SaveItemRequest = z.infer<typeof saveItemRequestSchema>;

/** saveItemComposition (§5.12): one call per component line; modrId/modrNm are optional here. */
export const saveCompositionRequestSchema = z.object({
  itemCd: char(20).min(1),
  cpstItemCd: char(20).min(1),
  cpstQty: z.number().finite().positive(),
  regrId: char(20),
  regrNm: char(60),
  modrId: optionalChar(20),
  modrNm: optionalChar(60),
});
export type SaveCompositionRequest = z.infer<typeof saveCompositionRequestSchema>;

/** selectItemList (§5.10). */
export const registeredItemSchema = z.object({
  tin: answerTextSchema,
  itemCd: z.string(),
  itemClsCd: answerTextSchema,
  itemTyCd: answerTextSchema,
  itemNm: answerTextSchema,
  itemStdNm: answerTextSchema,
  orgnNatCd: answerTextSchema,
  pkgUnitCd: answerTextSchema,
  qtyUnitCd: answerTextSchema,
  taxTyCd: answerTextSchema,
  btchNo: answerTextSchema,
  regBhfId: answerTextSchema,
  bcd: answerTextSchema,
  dftPrc: answerNumberSchema,
  addInfo: answerTextSchema,
  sftyQty: answerNumberSchema,
  isrcAplcbYn: answerTextSchema,
  rraModYn: answerTextSchema,
  useYn: answerTextSchema,
});
export type RegisteredItem = z.infer<typeof registeredItemSchema>;
export const itemListDataSchema = z.object({ itemList: z.array(registeredItemSchema) });

/** selectImportItemList (§5.13): the answer spells the status `imptItemsttsCd`; keep `dclDe` raw to echo back. */
export const importLineSchema = z.object({
  taskCd: z.string(),
  dclDe: z.union([z.string(), z.number()]).transform(String),
  itemSeq: z.union([z.number(), z.string()]).transform(Number),
  dclNo: answerTextSchema,
  hsCd: answerTextSchema,
  itemNm: answerTextSchema,
  imptItemsttsCd: answerTextSchema,
  orgnNatCd: answerTextSchema,
  exptNatCd: answerTextSchema,
  pkg: answerNumberSchema,
  pkgUnitCd: answerTextSchema,
  qty: answerNumberSchema,
  qtyUnitCd: answerTextSchema,
  totWt: answerNumberSchema,
  netWt: answerNumberSchema,
  spplrNm: answerTextSchema,
  agntNm: answerTextSchema,
  invcFcurAmt: answerNumberSchema,
  invcFcurCd: answerTextSchema,
  invcFcurExcrt: answerNumberSchema,
});
export type ImportLine = z.infer<typeof importLineSchema>;
export const importListDataSchema = z.object({ itemList: z.array(importLineSchema) });

/** updateImportItem (§5.14): the request spells the status `imptItemSttsCd` (capital S). */
export const updateImportRequestSchema = z.object({
  taskCd: char(50).min(1),
  dclDe: char(8).min(1),
  itemSeq: z.number().int().positive(),
  hsCd: char(17).min(1),
  itemClsCd: char(10).min(1),
  itemCd: char(20).min(1),
  imptItemSttsCd: z.enum(['3', '4']),
  remark: optionalChar(400),
  modrId: char(20),
  modrNm: char(60),
});
export type UpdateImportRequest = z.infer<typeof updateImportRequestSchema>;

export const expiryDateSchema = dateSchema.nullish();
