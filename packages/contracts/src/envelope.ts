import { z } from 'zod';

/** The response envelope of API.md §1.3: every JSON answer has this shape. */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.literal(true),
    result,
  });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errordesc: z.string(),
  code: z.string(),
  field: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; result: T } | { success: false; result?: null; errordesc: string; code: string; field?: string };
