import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifySaleAnswer } from './classify-answer';

describe('classifySaleAnswer', () => {
  const fail = (error: unknown) => classifySaleAnswer({ ok: false, error });
  it.each([
    ['no answer', new ApiError(0, 'NETWORK', 'x'), 'retry'],
    ['a timeout', new DOMException('timed out', 'TimeoutError'), 'retry'],
    ['a server fault', new ApiError(503, 'UNAVAILABLE', 'down'), 'retry'],
    ['the session to renew', new ApiError(401, 'UNAUTHENTICATED', 'x'), 'retry'],
    ['the first attempt still running', new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'x'), 'retry'],
    ['a duplicate clientSaleId', new ApiError(409, 'DUPLICATE', 'already', 'clientSaleId'), 'recorded'],
    ['a device receipt number taken by another sale', new ApiError(409, 'DUPLICATE', 'taken', 'deviceReceiptNo'), 'refused'],
    ['a duplicate naming no field', new ApiError(409, 'DUPLICATE', 'x'), 'refused'],
    ['out of stock', new ApiError(409, 'OUT_OF_STOCK', 'Soap is Out Of Stock!'), 'refused'],
    ['a bad field', new ApiError(400, 'VALIDATION', 'totalPaid is wrong'), 'refused'],
  ])('%s → %s', (_label, error, kind) => expect(fail(error).kind).toBe(kind));

  it('keeps the refusal sentence, and reads only a held clientSaleId as recorded', () => {
    expect(fail(new ApiError(409, 'OUT_OF_STOCK', 'Soap is Out Of Stock!'))).toEqual({
      kind: 'refused',
      code: 'OUT_OF_STOCK',
      message: 'Soap is Out Of Stock!',
    });
    expect(fail(new ApiError(409, 'DUPLICATE', 'x', 'clientSaleId'))).toEqual({ kind: 'recorded', transaction: null });
    expect(fail(new ApiError(409, 'DUPLICATE', 'ABCD-000001 is receipt 000042 of another sale', 'deviceReceiptNo'))).toEqual({
      kind: 'refused',
      code: 'DUPLICATE',
      message: 'ABCD-000001 is receipt 000042 of another sale',
    });
  });
});
