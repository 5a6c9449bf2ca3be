import { z } from 'zod';
import { branchIdSchema, pinSchema } from '../schemas/device';

const text = z.string().max(4000);

/** `POST /__sim/taxpayers`: a taxpayer and its branches (§12.4); missing fields take demo values. */
export const adminTaxpayerSchema = z.object({
  tin: pinSchema,
  taxprNm: text.optional(),
  bsnsActv: text.optional(),
  taxprSttsCd: z.enum(['A', 'D']).optional(),
  prvncNm: text.optional(),
  dstrtNm: text.optional(),
  sctrNm: text.optional(),
  locDesc: text.nullish(),
  branches: z
    .array(
      z.object({
        bhfId: branchIdSchema,
        bhfNm: text.optional(),
        bhfSttsCd: text.optional(),
        bhfOpenDt: z
          .string()
          .regex(/^\d{8}$/)
          .optional(),
        prvncNm: text.optional(),
        dstrtNm: text.optional(),
        sctrNm: text.optional(),
        locDesc: text.nullish(),
        mgrNm: text.optional(),
        mgrTelNo: text.optional(),
        mgrEmail: text.optional(),
        hqYn: z.enum(['Y', 'N']).optional(),
      }),
    )
    .default([{ bhfId: '00' }]),
});

/** `POST /__sim/devices`: provision a serial; with a cmcKey it is already initialised (§12.4). */
export const adminDeviceSchema = z.object({
  tin: pinSchema,
  bhfId: branchIdSchema,
  dvcSrlNo: z.string().min(1).max(100),
  cmcKey: z.string().min(1).max(255).optional(),
  sdcId: z.string().min(1).optional(),
  mrcNo: z.string().min(1).optional(),
  dvcId: z.string().min(1).optional(),
});

const optionalNumber = z.number().finite().nullish();

/** One §5.13 line for `POST /__sim/imports {tin, bhfId, itemList}`; keys and status default. */
export const adminImportLineSchema = z.object({
  taskCd: z.string().min(1).max(50).optional(),
  dclDe: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  itemSeq: z.number().int().positive().optional(),
  dclNo: text.nullish(),
  hsCd: z.string().max(17).nullish(),
  itemNm: text,
  imptItemsttsCd: z.enum(['1', '2', '3', '4']).default('2'),
  orgnNatCd: z.string().max(5).nullish(),
  exptNatCd: z.string().max(5).nullish(),
  pkg: optionalNumber,
  pkgUnitCd: z.string().max(5).nullish(),
  qty: optionalNumber,
  qtyUnitCd: z.string().max(5).nullish(),
  totWt: optionalNumber,
  netWt: optionalNumber,
  spplrNm: text.nullish(),
  agntNm: text.nullish(),
  invcFcurAmt: optionalNumber,
  invcFcurCd: z.string().max(5).nullish(),
  invcFcurExcrt: optionalNumber,
});
export const adminImportsSchema = z.object({ tin: pinSchema, bhfId: branchIdSchema, itemList: z.array(adminImportLineSchema).min(1) });

/** `POST /__sim/notices`: one §5.5 object; noticeNo and regDt default to the next number and now. */
export const adminNoticeSchema = z.object({
  noticeNo: z.number().int().positive().optional(),
  title: z.string().min(1).max(1000),
  cont: z.string().max(4000).default(''),
  dtlUrl: z.string().max(200).nullish(),
  regrNm: z.string().max(60).default('KRA'),
  regDt: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
});

/** `POST /__sim/codes`: add, rename or retire (`useYn: "N"`) one code; its class counts as changed. */
/** One item class (§4.7), added or changed: the next incremental selectItemClsList carries it. */
export const adminItemClassSchema = z.object({
  itemClsCd: z.string().regex(/^\d{8}(\d{2})?$/),
  itemClsNm: z.string().min(1).max(200),
  taxTyCd: z.enum(['A', 'B', 'C', 'D', 'E']).nullish(),
  useYn: z.enum(['Y', 'N']).default('Y'),
});

export const adminCodeSchema = z.object({
  cdCls: z.string().regex(/^\d{2}$/),
  cdClsNm: z.string().max(60).optional(),
  cd: z.string().min(1).max(5),
  cdNm: z.string().max(60).optional(),
  useYn: z.enum(['Y', 'N']).default('Y'),
  userDfnCd1: z.string().max(20).nullish(),
});

export const adminConfigSchema = z.object({
  mode: z.enum(['lenient', 'strict']).optional(),
  totalsCheck: z.enum(['full', 'header']).optional(),
  lineTolerance: z.number().nonnegative().optional(),
  headerToleranceBase: z.number().nonnegative().optional(),
  headerTolerancePerLine: z.number().nonnegative().optional(),
  duplicatePolicy: z.enum(['994', 'replay']).optional(),
  latencyMs: z.number().int().nonnegative().max(600_000).optional(),
});

/** `POST /__sim/clock`: set the time (`now`, ISO) and/or move it (`advanceSeconds`). */
export const adminClockSchema = z.object({ now: z.iso.datetime({ offset: true }).optional(), advanceSeconds: z.number().finite().optional() });
