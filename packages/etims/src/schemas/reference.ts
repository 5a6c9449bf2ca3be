import { z } from 'zod';
import { answerNumberSchema, answerTextSchema, auditSchema, char, numberishSchema, optionalChar, ynSchema } from './common';
import { pinSchema } from './device';

/** selectCodeList (§5.2): one class with its codes; for class 04 `userDfnCd1` is the tax rate in percent. */
export const codeSchema = z.object({
  cd: z.string(),
  cdNm: answerTextSchema,
  cdDesc: answerTextSchema,
  useYn: answerTextSchema,
  srtOrd: answerNumberSchema,
  userDfnCd1: answerTextSchema,
  userDfnCd2: answerTextSchema,
  userDfnCd3: answerTextSchema,
});
export const codeClassSchema = z.object({
  cdCls: z.string(),
  cdClsNm: answerTextSchema,
  cdClsDesc: answerTextSchema,
  useYn: answerTextSchema,
  userDfnNm1: answerTextSchema,
  userDfnNm2: answerTextSchema,
  userDfnNm3: answerTextSchema,
  dtlList: z.array(codeSchema),
});
export type CodeClass = z.infer<typeof codeClassSchema>;
export const codeListDataSchema = z.object({ clsList: z.array(codeClassSchema) });

/** selectItemClsList (§5.3). */
export const itemClassSchema = z.object({
  itemClsCd: z.string(),
  itemClsNm: answerTextSchema,
  itemClsLvl: answerNumberSchema,
  taxTyCd: answerTextSchema,
  mjrTgYn: answerTextSchema,
  useYn: answerTextSchema,
});
export type ItemClass = z.infer<typeof itemClassSchema>;
export const itemClassListDataSchema = z.object({ itemClsList: z.array(itemClassSchema) });

/** selectCustomer (§5.4): note the spelling `custmTin`. */
export const customerSearchSchema = z.object({ custmTin: pinSchema });
export const taxpayerSchema = z.object({
  tin: z.string(),
  taxprNm: answerTextSchema,
  taxprSttsCd: answerTextSchema,
  prvncNm: answerTextSchema,
  dstrtNm: answerTextSchema,
  sctrNm: answerTextSchema,
  locDesc: answerTextSchema,
});
export type Taxpayer = z.infer<typeof taxpayerSchema>;
export const customerListDataSchema = z.object({ custList: z.array(taxpayerSchema) });

/** selectNoticeList (§5.5); the admin API takes the same shape (regDt and noticeNo default). */
export const noticeSchema = z.object({
  noticeNo: numberishSchema,
  title: answerTextSchema,
  cont: answerTextSchema,
  dtlUrl: answerTextSchema,
  regrNm: answerTextSchema,
  regDt: answerTextSchema,
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListDataSchema = z.object({ noticeList: z.array(noticeSchema) });

/** selectBhfList (§5.6). */
export const branchSchema = z.object({
  tin: z.string(),
  bhfId: z.string(),
  bhfNm: answerTextSchema,
  bhfSttsCd: answerTextSchema,
  prvncNm: answerTextSchema,
  dstrtNm: answerTextSchema,
  sctrNm: answerTextSchema,
  locDesc: answerTextSchema,
  mgrNm: answerTextSchema,
  mgrTelNo: answerTextSchema,
  mgrEmail: answerTextSchema,
  hqYn: answerTextSchema,
});
export type Branch = z.infer<typeof branchSchema>;
export const branchListDataSchema = z.object({ bhfList: z.array(branchSchema) });

/** saveBhfCustomer (§5.7). */
export const saveCustomerRequestSchema = auditSchema.extend({
  custNo: char(9).min(1),
  custTin: pinSchema,
  custNm: char(60).min(1),
  adrs: optionalChar(300),
  telNo: optionalChar(20),
  email: optionalChar(50),
  faxNo: optionalChar(20),
  useYn: ynSchema,
  remark: optionalChar(1000),
});
export type SaveCustomerRequest = z.infer<typeof saveCustomerRequestSchema>;

/** saveBhfUser (§5.8). `pwd` is a placeholder: never the user's real password. */
export const saveUserRequestSchema = auditSchema.extend({
  userId: char(20).min(1),
  userNm: char(60).min(1),
  pwd: char(255).min(1),
  adrs: optionalChar(200),
  cntc: optionalChar(20),
  authCd: optionalChar(100),
  remark: optionalChar(2000),
  useYn: ynSchema,
});
export type SaveUserRequest = z.infer<typeof saveUserRequestSchema>;

/** saveBhfInsurance (§5.9): the rate is a whole percent 0–100. */
export const saveInsuranceRequestSchema = auditSchema.extend({
  isrccCd: char(10).min(1),
  isrccNm: char(100).min(1),
  isrcRt: z.number().int().min(0).max(100),
  useYn: ynSchema,
});
export type SaveInsuranceRequest = z.infer<typeof saveInsuranceRequestSchema>;
