// The shops bench/sale-posting.ts sells in (BENCH_SHOPS, issue 37 item 1): the first is made as a shop is (sign-up
// rows, products added over HTTP, cashiers), the others are the same rows written straight to the database (a
// hosted server's many small shops), so that 200 shops are ready in seconds.
import { eq, sql } from 'drizzle-orm';
import { addProduct, fetchTransport } from '@dukani/test-factories';
import { businessUsers, plans, tenants, users } from '../apps/api/src/db/schema';
import { signAccessToken } from '../apps/api/src/lib/access-token';
import { hashPassword } from '../apps/api/src/lib/password';
import { createBusinessWithDefaults } from '../apps/api/src/modules/business/create-business-with-defaults';
import { createMember, createOwner, nextKenyanPhone, TEST_PASSWORD } from '../apps/api/test/fixtures';
import type { TestApp } from '../apps/api/test/helper';

export interface Product {
  id: number;
  price: number;
}

export interface Shop {
  tenantId: number;
  businessId: number;
  /** The owner, who is also the user the raw yardsticks write as. */
  userId: number;
  /** Its cashiers' tokens (role pos). */
  tokens: string[];
  catalog: Product[];
}

/**
 * `count` shops of `products` products each, with `tills` cashiers between them (at least one per shop): one shop
 * gets every till (today's bench), 200 shops one cashier each.
 */
export async function seedShops(t: TestApp, baseUrl: string, options: { count: number; products: number; tills: number }): Promise<Shop[]> {
  const { count, products, tills } = options;
  const cashiersPerShop = Math.max(1, Math.ceil(tills / count));
  const owner = await createOwner(t, { businessName: 'Bench Supermarket 1' });
  const catalog: Product[] = [];
  let nextProduct = 0;
  // Four requests at a time, as a shop's back office and its import would send them.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = nextProduct++; i < products; i = nextProduct++) {
        const price = 50 + ((i * 37) % 950);
        const product = await addProduct(fetchTransport(baseUrl), owner, {
          name: `Bench item ${i}`,
          sellingPrice: price,
          quantity: 1_000_000,
          taxCode: 'B',
          buyingPrice: undefined,
          lowstock: undefined,
        });
        catalog.push({ id: product.id, price });
      }
    }),
  );
  // In id order, as copyProducts returns the copies.
  catalog.sort((a, b) => a.id - b.id);
  const first: Shop = { tenantId: owner.tenantId, businessId: owner.businessId, userId: owner.userId, tokens: [], catalog };
  for (let i = 0; i < cashiersPerShop; i++) first.tokens.push((await createMember(t, owner, { roles: ['pos'] })).token);
  // One password hash for every other user: hashing is made slow on purpose and is not what is measured.
  const passwordHash = await hashPassword(TEST_PASSWORD);
  // PostgreSQL writes four shops at a time (the app's pool has ten connections); PGlite has one connection.
  const others: Shop[] = [];
  let next = 2;
  await Promise.all(
    Array.from({ length: t.database.kind === 'postgres' ? 4 : 1 }, async () => {
      for (let n = next++; n <= count; n = next++) {
        others.push(await seedShop(t, { name: `Bench Shop ${n}`, passwordHash, cashiers: cashiersPerShop, template: first }));
      }
    }),
  );
  return [first, ...others.sort((a, b) => a.businessId - b.businessId)];
}

/** A tenant, its owner and business as sign-up makes them, cashiers, and a copy of the template shop's products. */
async function seedShop(t: TestApp, options: { name: string; passwordHash: string; cashiers: number; template: Shop }): Promise<Shop> {
  const { name, passwordHash, cashiers, template } = options;
  const secret = t.config.JWT_SECRET;
  return t.database.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.isDefault, true));
    const [tenant] = await tx.insert(tenants).values({ name, planId: plan!.id }).returning();
    const tenantId = tenant!.id;
    const person = (label: string) => ({ tenantId, name: label, countryCode: 'KE', phoneNumber: nextKenyanPhone(), passwordHash, phoneVerified: true });
    const [owner] = await tx.insert(users).values(person('Bench Owner')).returning();
    const business = await createBusinessWithDefaults(tx, { tenantId, ownerUserId: owner!.id, country: 'KE', organizationName: name });
    const cashierRows = await tx
      .insert(users)
      .values(Array.from({ length: cashiers }, (_, i) => person(`Bench Cashier ${i + 1}`)))
      .returning();
    await tx
      .insert(businessUsers)
      .values(cashierRows.map((user) => ({ tenantId, businessId: business.id, userId: user.id, roleTypes: 'User' as const, roles: ['pos' as const] })));
    const tokens = await Promise.all(cashierRows.map((user) => signAccessToken({ userid: user.id, businessId: business.id, tenantId, tv: 0 }, secret)));
    // The template's product rows, every column but the id and the owner (same names, prices, taxes, search text);
    // their opening stock has no movement row, which no sale reads.
    const catalog = await copyProducts(tx, { from: template.businessId, tenantId, businessId: business.id });
    return { tenantId, businessId: business.id, userId: owner!.id, tokens, catalog };
  });
}

type Executor = Pick<TestApp['database']['db'], 'execute'>;

/** Copies a shop's products into another shop, in id order, and returns the copies (id, price) in the same order. */
async function copyProducts(tx: Executor, options: { from: number; tenantId: number; businessId: number }): Promise<Product[]> {
  const result = (await tx.execute(sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as names
      from information_schema.columns
      where table_schema = current_schema() and table_name = 'products' and column_name not in ('id', 'tenant_id', 'business_id')`)) as unknown as {
    rows: { names: string }[];
  };
  const names = sql.raw(result.rows[0]!.names);
  const inserted = (await tx.execute(sql`insert into products (tenant_id, business_id, ${names})
      select ${options.tenantId}::int, ${options.businessId}::int, ${names} from products where business_id = ${options.from} order by id
      returning id, selling_price`)) as unknown as { rows: { id: number; selling_price: string | number }[] };
  return inserted.rows.sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, price: Number(row.selling_price) }));
}
