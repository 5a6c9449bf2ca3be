import { z } from 'zod';
import { BRANCH_ID_PATTERN, KRA_PIN_PATTERN } from '../protocol';
import { answerTextSchema, char } from './common';

export const pinSchema = z.string().regex(KRA_PIN_PATTERN, 'letter, 9 digits, letter');
export const branchIdSchema = z.string().regex(BRANCH_ID_PATTERN, 'two digits');

/** selectInitOsdcInfo (§5.1): sent without cmcKey; tin and branch travel in the body. */
export const initRequestSchema = z.object({ tin: pinSchema, bhfId: branchIdSchema, dvcSrlNo: char(100).min(1) });
export type InitRequest = z.infer<typeof initRequestSchema>;

/** `data.info` of selectInitOsdcInfo. `cmcKey` is the device's secret: store it encrypted, never log it. */
export const deviceInfoSchema = z.object({
  tin: z.string(),
  taxprNm: answerTextSchema,
  bsnsActv: answerTextSchema,
  bhfId: z.string(),
  bhfNm: answerTextSchema,
  bhfOpenDt: answerTextSchema,
  prvncNm: answerTextSchema,
  dstrtNm: answerTextSchema,
  sctrNm: answerTextSchema,
  locDesc: answerTextSchema,
  hqYn: answerTextSchema,
  mgrNm: answerTextSchema,
  mgrTelNo: answerTextSchema,
  mgrEmail: answerTextSchema,
  dvcId: answerTextSchema,
  sdcId: z.string().min(1),
  mrcNo: answerTextSchema,
  cmcKey: z.string().min(1),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
export const initDataSchema = z.object({ info: deviceInfoSchema });
