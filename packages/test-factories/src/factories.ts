import crypto from 'node:crypto';
import {
  addCategory as addCategoryRoute,
  addCustomer as addCustomerRoute,
  addProduct as addProductRoute,
  addSale,
  completeRegistration,
  createUser,
  validateLoginOtp,
  type ModuleKey,
  createBundle,
  createCashRegisterSession,
  endCashRegisterSession,
  login,
  postQuickSale,
  register,
  smsOutbox,
  verifyOtp,
  type BundleInput,
  type CustomerInput,
  type ProductInput,
  type RouteBodyInput,
  type SalePayload,
} from '@dukani/contracts';
import { computeSaleTotals } from '@dukani/domain';
import { phoneFor, type PhoneCountry } from './phones';
import { callRoute, resultOf, type RouteResponse, type Transport } from './transport';

export const TEST_PASSWORD = 'secret123';

/** Who a factory acts as: a token and the business it works in. */
export interface Shop {
  token: string;
  businessId: number;
}

export interface SignedUpOwner extends Shop {
  refreshToken: string;
  userId: number;
  tenantId: number;
  phone: string;
  password: string;
}

function tenantIdOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tenantId: number }).tenantId;
}

/** The newest 6-digit code the development SMS outbox holds for a phone (SMS goes out asynchronously: retried). */
export async function readSmsCode(transport: Transport, phone: string, attempts = 20): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const messages = await resultOf(transport, smsOutbox, { query: { phone } });
    const code = messages[0]?.message.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code in the outbox for ${phone}`);
}

/** Sign up through the real routes: A3, the code from the dev outbox, A6, then A2 on a trusted device. */
export async function createOwner(
  transport: Transport,
  options: {
    country?: PhoneCountry;
    phone?: string;
    businessName?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<SignedUpOwner> {
  const country = options.country ?? 'KE';
  const phone = options.phone ?? phoneFor(country);
  const password = options.password ?? TEST_PASSWORD;
  const headers = options.headers ?? {};
  const { userId } = await resultOf(transport, register, {
    body: {
      firstName: options.firstName ?? 'Njeri',
      lastName: options.lastName ?? 'Wanjiku',
      businessName: options.businessName ?? 'Mama Njeri Shop',
      phoneNumber: phone,
      email: '',
      countryCode: country,
      password,
    },
    headers,
  });
  const otp = await readSmsCode(transport, phone);
  await resultOf(transport, verifyOtp, { body: { otp, userId }, headers });
  const signedIn = await resultOf(transport, login, {
    body: { countryCode: country, username: phone, password, platform: 'Web', trustThisDevice: true },
    headers,
  });
  const { token, refreshToken, businessId } = signedIn as { token: string; refreshToken: string; businessId: number };
  return { token, refreshToken, businessId, userId, tenantId: tenantIdOf(token), phone, password };
}

/**
 * A user the owner invites (F4) with a role, who sets a password (A4, the invite token comes back outside
 * production) and signs in on a trusted device (A2, with the login code from the dev outbox if one is asked).
 */
export async function createMember(
  transport: Transport,
  owner: Shop,
  options: { roleTypes?: 'Admin' | 'Salesperson' | 'User'; roles?: ModuleKey[]; name?: string; password?: string } = {},
): Promise<SignedUpOwner> {
  const phone = phoneFor('KE');
  const password = options.password ?? TEST_PASSWORD;
  const invited = (await resultOf(transport, createUser, {
    token: owner.token,
    body: {
      businessId: owner.businessId,
      name: options.name ?? 'Amina Otieno',
      countryCode: 'KE',
      phoneNumber: phone,
      roleTypes: options.roleTypes ?? 'Salesperson',
      roles: options.roles ?? ['pos'],
    },
  })) as { id: number; inviteToken?: string };
  if (!invited.inviteToken) throw new Error('CreateUser returned no invite token (is the server in production mode?)');
  await resultOf(transport, completeRegistration, {
    params: { token: invited.inviteToken },
    body: { userId: invited.id, password, confirmPassword: password },
  });
  const signedIn = (await resultOf(transport, login, { body: { countryCode: 'KE', username: phone, password, platform: 'Web', trustThisDevice: true } })) as {
    token?: string;
    refreshToken?: string;
    businessId?: number;
  };
  const tokens = signedIn.token
    ? (signedIn as { token: string; refreshToken: string; businessId: number })
    : await resultOf(transport, validateLoginOtp, { body: { userId: invited.id, otp: await readSmsCode(transport, phone) } });
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    businessId: tokens.businessId,
    userId: invited.id,
    tenantId: tenantIdOf(tokens.token),
    phone,
    password,
  };
}

/** A product through I10, as the back office creates it; defaults give a taxed tea with stock. */
export function productBody(shop: Pick<Shop, 'businessId'>, input: Partial<ProductInput> = {}): ProductInput {
  return { businessId: shop.businessId, name: 'Ketepa Tea 100g', sellingPrice: 120, buyingPrice: 95, quantity: 10, lowstock: 3, ...input };
}

export function addProduct(transport: Transport, shop: Shop, input: Partial<ProductInput> = {}) {
  return resultOf(transport, addProductRoute, { token: shop.token, body: productBody(shop, input) });
}

/** A service: productType 1, no stock kept. */
export function addService(transport: Transport, shop: Shop, input: Partial<ProductInput> = {}) {
  return addProduct(transport, shop, { name: 'Delivery', sellingPrice: 200, buyingPrice: null, quantity: null, lowstock: null, productType: 1, ...input });
}

export function addBundle(transport: Transport, shop: Shop, input: Partial<BundleInput> & Pick<BundleInput, 'batchStore'>) {
  return resultOf(transport, createBundle, { token: shop.token, body: { name: 'Breakfast Pack', price: 300, customerInfoCustId: shop.businessId, ...input } });
}

export function addCategory(transport: Transport, shop: Shop, categoryname: string, input: Partial<RouteBodyInput<typeof addCategoryRoute>> = {}) {
  return resultOf(transport, addCategoryRoute, { token: shop.token, body: { businessId: shop.businessId, categoryname, ...input } });
}

export function addCustomer(transport: Transport, shop: Shop, input: Partial<CustomerInput> = {}) {
  return resultOf(transport, addCustomerRoute, {
    token: shop.token,
    body: { firstName: 'Wanjiru', lastName: 'Kamau', customerInfoCustId: shop.businessId, ...input },
  });
}

export function openRegister(transport: Transport, shop: Shop, openingBalance = 0, note?: string) {
  return resultOf(transport, createCashRegisterSession, {
    token: shop.token,
    body: { businessId: shop.businessId, openingBalance, ...(note ? { note } : {}) },
  });
}

export function closeRegister(transport: Transport, shop: Shop, sessionId: number, closingBalance: number, note?: string) {
  return resultOf(transport, endCashRegisterSession, {
    token: shop.token,
    body: { sessionId, businessId: shop.businessId, closingBalance, ...(note ? { note } : {}) },
  });
}

/** A type, not an interface: the contract's line is open (`loose`), which only an alias satisfies. */
export type SaleLine = {
  productId: number;
  quantity: number;
  calcPrice: number;
  discount?: number;
  taxInclusive?: boolean;
  taxRate?: number;
  name?: string;
  variantId?: number;
  priceType?: 'R' | 'W';
  isBundle?: boolean;
};

/** What the till computes before it posts (the domain's figures), so a caller only states lines and payments. */
export function amountDueOf(
  lines: SaleLine[],
  options: { taxRate?: number; shippingFee?: number; discount?: { type: 'KES' | '%'; amount: number } } = {},
): number {
  return computeSaleTotals({
    lines: lines.map((l) => ({
      calcPrice: l.calcPrice,
      quantity: l.quantity,
      discount: l.discount ?? 0,
      taxRate: l.taxRate ?? options.taxRate ?? 0.16,
      taxInclusive: l.taxInclusive ?? true,
    })),
    discount: options.discount ?? null,
    taxExempt: false,
    shippingFee: options.shippingFee ?? 0,
  }).amountDue;
}

/** A sale paid in full in cash. */
export function cashSale(shop: Pick<Shop, 'businessId'>, lines: SaleLine[], extra: Partial<SalePayload> = {}): SalePayload {
  const due = amountDueOf(lines);
  return { businessId: shop.businessId, itemList: lines, paymentSummary: [{ paymentValue: 'Cash', amount: due }], totalPaid: due, balance: 0, ...extra };
}

/** K1 (or the quick sale) with a fresh idempotency key unless one is given; the answer as it came. */
export function postSale(
  transport: Transport,
  shop: Shop,
  body: unknown,
  options: { key?: string; quick?: boolean } = {},
): Promise<RouteResponse<typeof addSale>> {
  // The body is `unknown` on purpose: refusal tests post malformed sales through the same door.
  const route = options.quick ? postQuickSale : addSale;
  return callRoute(transport, route, {
    token: shop.token,
    params: { businessId: shop.businessId },
    body: body as SalePayload,
    idempotencyKey: options.key ?? crypto.randomUUID(),
  }) as Promise<RouteResponse<typeof addSale>>;
}
