import { z } from 'zod';
import { TAX_TYPES } from '../protocol';

/** CHAR(n) of §1.3: a string of at most n characters. */
export const char = (max: number) => z.string().max(max);
/** An optional CHAR(n): absent, null or a string. */
export const optionalChar = (max: number) => z.string().max(max).nullish();

export const dateTimeSchema = z.string().regex(/^\d{14}$/, 'yyyyMMddHHmmss');
export const dateSchema = z.string().regex(/^\d{8}$/, 'yyyyMMdd');
export const ynSchema = z.enum(['Y', 'N']);
export const taxTypeSchema = z.enum(TAX_TYPES);
/** NUMBER(18,2) and friends; the client rounds, the simulator checks the sums (§7). */
export const amountSchema = z.number().finite();
export const nonNegativeSchema = z.number().finite().nonnegative();
/** invcNo, sarNo: positive integers; KRA refuses strings like `INV001` (§8). */
export const documentNumberSchema = z.number().int().positive().max(2_147_483_647);

/** Numbers in answers sometimes arrive as strings (`"curRcptNo": "1"`, §1.3). */
export const numberishSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
/** Optional text in an answer: KRA sends null, omits it, or (for numbers) a number. */
export const answerTextSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null ? null : String(value)));
export const answerNumberSchema = numberishSchema.nullish().transform((value) => value ?? null);

/** Who created / last changed a record: free text, the app's user id and display name (§1.3). */
export const auditSchema = z.object({ regrId: char(20), regrNm: char(60), modrId: char(20), modrNm: char(60) });
export const lastRequestSchema = z.object({ lastReqDt: dateTimeSchema });

/** The envelope of every answer (§1.2); `data` is validated per endpoint. */
export const envelopeSchema = z.object({
  resultCd: z.union([z.string(), z.number()]).transform(String),
  resultMsg: answerTextSchema.transform((value) => value ?? ''),
  resultDt: answerTextSchema.transform((value) => value ?? ''),
  data: z.unknown().optional(),
});
export type EtimsEnvelope = z.infer<typeof envelopeSchema>;

/** `taxblAmtA`…`taxblAmtE`, `taxRtA`…, `taxAmtA`…: all fifteen are required, zeros allowed (§5.15 rule 1). */
export const perClassAmountsSchema = z.object({
  taxblAmtA: amountSchema,
  taxblAmtB: amountSchema,
  taxblAmtC: amountSchema,
  taxblAmtD: amountSchema,
  taxblAmtE: amountSchema,
  taxRtA: amountSchema,
  taxRtB: amountSchema,
  taxRtC: amountSchema,
  taxRtD: amountSchema,
  taxRtE: amountSchema,
  taxAmtA: amountSchema,
  taxAmtB: amountSchema,
  taxAmtC: amountSchema,
  taxAmtD: amountSchema,
  taxAmtE: amountSchema,
});
export type PerClassAmounts = z.infer<typeof perClassAmountsSchema>;

/** `itemList[1].taxTyCd` from a zod issue path, as the simulator names the first failing field (§12.3). */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}
