import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, requiredText } from './common';

const TAG = 'Currency';

/** Units of this currency per 1 unit of the business's default currency; up to 6 decimals. */
export const rateSchema = z.number({ message: 'must be a number' }).positive('must be greater than 0').max(1e9);

export const currencyInputSchema = z.object({
  currencyName: requiredText(60),
  symbol: requiredText(10),
  rate: rateSchema,
  isDefault: z.boolean().default(false),
  businessId: idSchema,
  tenantId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
});
export type CurrencyInput = z.input<typeof currencyInputSchema>;

export const currencySchema = z.object({
  id: z.number().int(),
  currencyName: z.string(),
  symbol: z.string(),
  rate: z.number(),
  isDefault: z.boolean(),
  businessId: z.number().int(),
  tenantId: z.number().int(),
});
export type Currency = z.infer<typeof currencySchema>;

export const storeCurrencySchema = z.object({ code: z.string(), currencyName: z.string(), symbol: z.string() });
export type StoreCurrency = z.infer<typeof storeCurrencySchema>;

export const createCurrency = defineRoute({
  id: 'D1',
  method: 'POST',
  path: '/api/Currency/CreateCurrency',
  tag: TAG,
  modules: ['settings'],
  summary: 'Add a currency; isDefault moves the default here with rate 1',
  body: currencyInputSchema,
  result: currencySchema,
});

export const getBusinessCurrencies = defineRoute({
  id: 'D2',
  method: 'GET',
  path: '/api/Currency/GetBusinessCurrencies/{businessId}',
  tag: TAG,
  modules: ['settings'],
  summary: 'A business’s currencies, default first',
  params: z.object({ businessId: idParam }),
  result: z.array(currencySchema),
});

export const getTenantCurrencies = defineRoute({
  id: 'D3',
  method: 'GET',
  path: '/api/Currency/GetTenantCurrencies/{tenantId}',
  tag: TAG,
  modules: ['settings'],
  summary: 'Currencies across the tenant',
  params: z.object({ tenantId: idParam }),
  result: z.array(currencySchema),
});

export const getStoreCurrencies = defineRoute({
  id: 'D4',
  method: 'GET',
  path: '/api/Currency/GetStoreCurrencies',
  tag: TAG,
  modules: ['settings'],
  summary: 'Catalogue of currencies to pick from',
  result: z.array(storeCurrencySchema),
});

export const deleteCurrency = defineRoute({
  id: 'D5',
  method: 'DELETE',
  path: '/api/Currency/DeleteCurrency/{id}',
  tag: TAG,
  modules: ['settings'],
  summary: 'Delete; 409 IN_USE for the default currency',
  params: z.object({ id: idParam }),
  result: z.null(),
});

export const updateCurrency = defineRoute({
  id: 'D6',
  method: 'PUT',
  path: '/api/Currency/UpdateCurrency/{id}',
  tag: TAG,
  modules: ['settings'],
  summary: 'Edit name, symbol, rate or isDefault',
  params: z.object({ id: idParam }),
  body: currencyInputSchema,
  result: currencySchema,
});

export const assignCurrency = defineRoute({
  id: 'D7',
  method: 'POST',
  path: '/api/Currency/AssignCurrency',
  tag: TAG,
  modules: ['settings'],
  summary: 'Give a business a currency that exists in the tenant',
  body: z.object({ currencyId: idSchema, businessId: idSchema, isDefault: z.boolean().default(false) }),
  result: currencySchema,
});
