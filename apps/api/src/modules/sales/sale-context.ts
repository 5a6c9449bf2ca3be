import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SaleItemInput } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, businessUsers, users } from '../../db/tenancy.schema';
import { lockOpenSessionForSaleSubquery } from '../cash-register/lock-open-session-for-sale';
import { defaultCurrencySymbolSubquery } from '../currency/find-default-currency-symbol';
import { saleCustomerFromJson, saleCustomerSubquery, type SaleCustomer } from '../customers/get-sale-customer';
import { fiscalSellerFromJson, fiscalSellerSubquery, type FiscalSeller } from '../etims/find-fiscal-seller';
import { paymentMethodsSubquery, type ShopPaymentMethod } from '../payments/find-payment-methods';
import { registerRulesFromJson, registerRulesSubquery, type RegisterRules } from '../settings/find-cash-register-settings';
import { receiptLayoutSubquery, type ReceiptLayoutFields } from '../settings/find-receipt-layout';
import { saleCatalogFromRow, saleCatalogIds, saleCatalogSubqueriesOfIds, type SaleCatalogRead } from './resolve-sale-lines';
import { invalid, notFound } from '../../lib/app-error';
import { transactions } from './sales.schema';
import { scoped } from '../../lib/scoped';
import { StatementShapes } from '../../db/statement-shapes';
import { executeKeepingPlan } from '../../db/kept-plans';

export interface SaleBusiness {
  tenantId: number;
  country: string;
  organizationName: string;
  primaryPhone: string | null;
  primaryEmail: string | null;
  address: string | null;
  city: string | null;
  logoUrl: string | null;
}

/** Everything a sale reads before it writes, from one statement. */
export interface SaleContext {
  business: SaleBusiness;
  cashierName: string;
  rules: RegisterRules;
  /** The cashier's Open session, or null. Locked FOR SHARE (a close waits for the sale) unless `lockSession: false`. */
  sessionId: number | null;
  paymentMethods: ShopPaymentMethod[];
  layout: ReceiptLayoutFields | null;
  currencySymbol: string;
  seller: FiscalSeller | null;
  catalog: SaleCatalogRead;
  /** Checked where the sale's rules check them (after the lines and payments): see `saleCustomerOf`. */
  customerJson: unknown;
  salesPerson: { id: number; name: string } | null;
  /** The sale this shop recorded already with the same clientSaleId or deviceReceiptNo. */
  duplicateOf: { receiptNo: string; field: 'clientSaleId' | 'deviceReceiptNo' } | null;
  /** The new sale's id, taken from its sequence here so that its rows are written in one statement. */
  saleId: number;
}

/** The sale's customer (404 on `customerId` when not a live customer of this shop), or null for none. */
export function saleCustomerOf(context: SaleContext, customerId: number): SaleCustomer | null {
  return customerId ? saleCustomerFromJson(context.customerJson, customerId) : null;
}

/** The salesperson must be linked to the shop (400 on `salesPersonId`). */
export function assertSalesPerson(context: SaleContext, salesPersonId: number | null): void {
  if (salesPersonId && !context.salesPerson) throw invalid('salesPersonId', 'sale.salesPersonUnknown');
}

interface ContextRow {
  business: SaleBusiness | null;
  cashier_name: string | null;
  rules: unknown;
  session_id: number | null;
  methods: ShopPaymentMethod[] | null;
  layout: ReceiptLayoutFields | null;
  currency: string | null;
  seller: unknown;
  products: unknown;
  bundles: unknown;
  customer: unknown;
  sales_person: { id: number; name: string } | null;
  duplicate_of: { receiptNo: string; field: 'clientSaleId' | 'deviceReceiptNo' } | null;
  sale_id: string | number;
}

const contextShapes = new StatementShapes();

interface ContextValues {
  businessId: number;
  userId: number;
  customerId: number;
  salesPersonId: number | null;
  clientSaleId: string | null;
  deviceReceiptNo: string | null;
  productIds: readonly number[];
  bundleIds: readonly number[];
  /** Lock the open session FOR SHARE here (a sale in a transaction); false when its write statement locks it. */
  lockSession: boolean;
}

/** The context statement itself (exported for the test that binds each shape against it). */
export function contextStatement(tx: DbOrTx, o: ContextValues): SQL {
  const { businessId, userId, customerId, salesPersonId, clientSaleId, deviceReceiptNo } = o;
  const t = transactions;
  const seen = (column: typeof t.clientSaleId | typeof t.deviceReceiptNo, value: string | null, field: string) =>
    value
      ? sql`(${tx
          .select({ seen: sql`json_build_object('receiptNo', ${t.receiptNo}, 'field', ${sql.raw(`'${field}'`)}::text)` })
          .from(t)
          .where(and(scoped(t, { businessId }), eq(column, value)))
          .limit(1)})`
      : sql`null::json`;
  const b = businesses;
  const business = tx
    .select({
      business: sql`json_build_object('tenantId', ${b.tenantId}, 'country', ${b.country}, 'organizationName', ${b.organizationName},
        'primaryPhone', ${b.primaryPhone}, 'primaryEmail', ${b.primaryEmail}, 'address', ${b.address}, 'city', ${b.city}, 'logoUrl', ${b.logoUrl})`,
    })
    .from(b)
    .where(eq(b.id, businessId));
  const cashier = tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const salesPerson = salesPersonId
    ? sql`(${tx
        .select({ person: sql`json_build_object('id', ${users.id}, 'name', ${users.name})` })
        .from(businessUsers)
        .innerJoin(users, eq(users.id, businessUsers.userId))
        .where(and(scoped(businessUsers, { businessId }), eq(businessUsers.userId, salesPersonId)))
        .limit(1)})`
    : sql`null::json`;
  const catalog = saleCatalogSubqueriesOfIds(tx, businessId, o.productIds, o.bundleIds);
  return sql`select (${business}) as business, (${cashier}) as cashier_name,
    ${registerRulesSubquery(tx, businessId)} as rules, ${lockOpenSessionForSaleSubquery(tx, { businessId, userId }, o.lockSession)} as session_id,
    ${paymentMethodsSubquery(tx, businessId)} as methods, ${receiptLayoutSubquery(tx, businessId)} as layout,
    ${defaultCurrencySymbolSubquery(tx, businessId)} as currency, ${fiscalSellerSubquery(tx, businessId)} as seller,
    ${catalog.products} as products, ${catalog.bundles} as bundles,
    ${customerId ? saleCustomerSubquery(tx, businessId, customerId) : sql`null::json`} as customer,
    ${salesPerson} as sales_person,
    coalesce(${seen(t.clientSaleId, clientSaleId, 'clientSaleId')}, ${seen(t.deviceReceiptNo, deviceReceiptNo, 'deviceReceiptNo')}) as duplicate_of,
    nextval(pg_get_serial_sequence(${getTableName(t)}, ${t.id.name})) as sale_id`;
}

/**
 * The sale's business, cashier, register rules and open session (locked), payment methods, receipt layout,
 * currency, tax-authority seller, catalog (products, variants, bundles), customer and salesperson: ONE
 * statement. Each module gives its part as a subquery of its own tables, so none reads another's.
 */
export async function readSaleContext(
  tx: DbOrTx,
  options: {
    businessId: number;
    userId: number;
    items: readonly SaleItemInput[];
    customerId: number;
    salesPersonId: number | null;
    clientSaleId: string | null;
    deviceReceiptNo: string | null;
    /** Default true. False: the session is read, not locked; the sale's write statement locks it (sessionStillOpenCte). */
    lockSession?: boolean;
  },
): Promise<SaleContext> {
  const { businessId, userId, customerId, salesPersonId, clientSaleId, deviceReceiptNo } = options;
  const { productIds, bundleIds } = saleCatalogIds(options.items);
  const values: Record<string, unknown> = { businessId, userId, customerId, salesPersonId, clientSaleId, deviceReceiptNo };
  productIds.forEach((id, i) => (values[`p${i}`] = id));
  bundleIds.forEach((id, i) => (values[`b${i}`] = id));
  const lockSession = options.lockSession ?? true;
  const shape = `${lockSession ? 'L' : 'R'}${productIds.length}/${bundleIds.length}/${customerId ? 1 : 0}${salesPersonId ? 1 : 0}${clientSaleId ? 1 : 0}${deviceReceiptNo ? 1 : 0}`;
  const place = StatementShapes.place;
  // The text is made once per shape with placeholders for every value (db/statement-shapes.ts).
  const statement = contextShapes.bind(shape, values, () =>
    contextStatement(tx, {
      businessId: place('businessId'),
      userId: place('userId'),
      customerId: customerId ? place('customerId') : 0,
      salesPersonId: salesPersonId ? place('salesPersonId') : null,
      clientSaleId: clientSaleId ? place('clientSaleId') : null,
      deviceReceiptNo: deviceReceiptNo ? place('deviceReceiptNo') : null,
      productIds: productIds.map((_, i) => place(`p${i}`)),
      bundleIds: bundleIds.map((_, i) => place(`b${i}`)),
      lockSession,
    }),
  );
  const result = (await executeKeepingPlan(tx, 'sale_context', statement)) as { rows: ContextRow[] };
  const row = result.rows[0]!;
  if (!row.business) throw notFound('Business');
  return {
    business: row.business,
    cashierName: row.cashier_name ?? '',
    rules: registerRulesFromJson(row.rules),
    sessionId: row.session_id,
    paymentMethods: row.methods ?? [],
    layout: row.layout,
    currencySymbol: row.currency ?? '',
    seller: fiscalSellerFromJson(row.seller),
    catalog: saleCatalogFromRow(row.products, row.bundles),
    customerJson: row.customer,
    salesPerson: row.sales_person,
    duplicateOf: row.duplicate_of,
    saleId: Number(row.sale_id),
  };
}
