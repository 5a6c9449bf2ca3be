import { describe, expect, it } from 'vitest';
import { DARAJA_ACK, parseC2BConfirmation, parseStkCallback, stkOutcomeOf } from './callbacks';

const successBody = {
  Body: {
    stkCallback: {
      MerchantRequestID: '4821-7a1c-90de-5b6f0c2e11a8402',
      CheckoutRequestID: 'ws_CO_01012024120003417712345678',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 150.0 },
          { Name: 'MpesaReceiptNumber', Value: 'SAB1CD2EF3' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20240101120041 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
};

describe('parseStkCallback', () => {
  it('reads the success example of §4.1', () => {
    expect(parseStkCallback(successBody)).toEqual({
      merchantRequestId: '4821-7a1c-90de-5b6f0c2e11a8402',
      checkoutRequestId: 'ws_CO_01012024120003417712345678',
      resultCode: 0,
      rawResultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      amount: 150,
      receiptNumber: 'SAB1CD2EF3',
      phoneNumber: '254712345678',
      transactionDate: '20240101120041',
    });
  });

  it('tolerates string codes and values, items in another order, a missing Value, extra keys and a JSON string body', () => {
    const body = JSON.stringify({
      relay: 'x',
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: '0',
          Extra: true,
          CallbackMetadata: {
            Item: [
              { Name: 'PhoneNumber' },
              { Name: 'TransactionDate', Value: '20240101120041' },
              { Name: 'Amount', Value: '99' },
              { Name: 'MpesaReceiptNumber', Value: 'SAB1CD2EF4' },
            ],
          },
        },
      },
    });
    const parsed = parseStkCallback(body);
    expect(parsed).toMatchObject({
      checkoutRequestId: 'ws_CO_1',
      resultCode: 0,
      amount: 99,
      receiptNumber: 'SAB1CD2EF4',
      transactionDate: '20240101120041',
      merchantRequestId: '',
    });
    expect(parsed).not.toHaveProperty('phoneNumber');
  });

  it('reads a cancel without metadata', () => {
    const parsed = parseStkCallback({
      Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } },
    });
    expect(parsed).toEqual({
      merchantRequestId: 'm',
      checkoutRequestId: 'c',
      resultCode: 1032,
      rawResultCode: '1032',
      resultDesc: 'Request cancelled by user',
    });
  });

  it('keeps a non-numeric ResultCode raw and maps it to a failure', () => {
    const parsed = parseStkCallback({ Body: { stkCallback: { CheckoutRequestID: 'c', ResultCode: 'SFC_IC0003' } } });
    expect(parsed?.rawResultCode).toBe('SFC_IC0003');
    expect(stkOutcomeOf(parsed!.resultCode)).toBe('Failed');
  });

  it('returns null for anything that is not an STK callback', () => {
    for (const body of [
      null,
      'not json',
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { ResultCode: 0 } } },
      { Body: { stkCallback: { CheckoutRequestID: 'c' } } },
    ]) {
      expect(parseStkCallback(body)).toBeNull();
    }
  });
});

describe('parseC2BConfirmation', () => {
  const confirmation = {
    TransactionType: 'Pay Bill',
    TransID: 'SAB7XY12QZ',
    TransTime: '20240101121502',
    TransAmount: '150.00',
    BusinessShortCode: '600426',
    BillRefNumber: 'INV2024-0042',
    InvoiceNumber: '',
    OrgAccountBalance: '1150.00',
    ThirdPartyTransID: 'sale-0042',
    MSISDN: '2547 ***** 678',
    FirstName: 'JANE',
    MiddleName: '',
    LastName: '',
  };

  it('reads the confirmation of §8.3', () => {
    expect(parseC2BConfirmation(confirmation)).toEqual({
      transId: 'SAB7XY12QZ',
      transTime: '20240101121502',
      amount: 150,
      shortCode: '600426',
      billRef: 'INV2024-0042',
      msisdn: '2547 ***** 678',
      firstName: 'JANE',
      middleName: '',
      lastName: '',
      transactionType: 'Pay Bill',
      thirdPartyTransId: 'sale-0042',
    });
  });

  it('defaults missing optional fields to empty strings and accepts a numeric shortcode', () => {
    const parsed = parseC2BConfirmation({ TransID: 'SAB7XY12QZ', TransAmount: 20, BusinessShortCode: 600426 });
    expect(parsed).toMatchObject({ amount: 20, shortCode: '600426', billRef: '', msisdn: '', transTime: '' });
  });

  it('returns null without TransID, a numeric TransAmount or BusinessShortCode', () => {
    expect(parseC2BConfirmation({ ...confirmation, TransID: '' })).toBeNull();
    expect(parseC2BConfirmation({ ...confirmation, TransAmount: 'abc' })).toBeNull();
    expect(parseC2BConfirmation({ ...confirmation, BusinessShortCode: undefined })).toBeNull();
    expect(parseC2BConfirmation('nope')).toBeNull();
  });
});

describe('stkOutcomeOf', () => {
  it('maps 0 to Paid, 1032 to Cancelled and every other code to Failed (API.md Q1)', () => {
    expect(stkOutcomeOf(0)).toBe('Paid');
    expect(stkOutcomeOf(1032)).toBe('Cancelled');
    for (const code of [1, 1019, 1031, 1037, 2001, 9999, -1]) expect(stkOutcomeOf(code)).toBe('Failed');
  });

  it('acknowledges with the shape Daraja expects', () => {
    expect(DARAJA_ACK).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
});
