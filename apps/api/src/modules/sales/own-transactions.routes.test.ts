import { beforeAll, describe, expect, it } from 'vitest';
import { getDeletedSales, getPosTransactions, getPosTransactionsByCustomDates, getSales, type TransactionRow } from '@dukani/contracts';
import { addProduct, cashSale, postSale, voidSale, type Shop } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

// API.md §1.2: L1, L7, L8 and L9 show only the caller's own transactions unless the user also has `reports`.
const t = useTestApp();
let owner: Owner;
type Member = Awaited<ReturnType<typeof createMember>>;
let amina: Member;
let baraka: Member;
let reporter: Member;
let admin: Member;
/** Receipt numbers of each seller's live sale and voided sale. */
const sold: Record<'owner' | 'amina' | 'baraka', { live: { receiptNo: string; total: number }; voided: string }> = {} as never;

async function sellAs(who: Shop, price: number) {
  const product = await addProduct(t.transport, owner, { name: `Tea ${price}`, sellingPrice: price, quantity: 20 });
  const res = await postSale(t.transport, who, cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: price }]));
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Zawadi' });
  amina = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
  baraka = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
  reporter = await createMember(t, owner, { roleTypes: 'User', roles: ['pos', 'reports'] });
  admin = await createMember(t, owner, { roleTypes: 'Admin', roles: [] });
  for (const [name, seller, price] of [
    ['owner', owner, 100],
    ['amina', amina, 200],
    ['baraka', baraka, 400],
  ] as const) {
    const live = await sellAs(seller, price);
    const gone = await sellAs(seller, price + 1);
    // The owner voids it: who voids does not change whose sale it was.
    expect((await voidSale(t.transport, owner, gone.transactionId)).status).toBe(200);
    sold[name] = { live: { receiptNo: live.receiptNo, total: live.total }, voided: gone.receiptNo };
  }
});

const receipts = (rows: Pick<TransactionRow, 'receiptNo'>[]) => rows.map((row) => row.receiptNo).sort();
const shopOf = (member: Member | Owner) => ({ token: member.token, businessId: owner.businessId });
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

async function l1(member: Member | Owner, userId?: number) {
  const res = await t.call(getPosTransactions, { token: member.token, params: { businessId: owner.businessId }, query: userId ? { UserId: userId } : {} });
  expect(res.status, res.body.errordesc).toBe(200);
  return receipts(res.body.result!);
}

async function l9(member: Member | Owner, userId?: number) {
  const query = { BusinessId: owner.businessId, StartDate: today(), EndDate: today(), ...(userId ? { UserId: userId } : {}) };
  const res = await t.call(getPosTransactionsByCustomDates, { token: member.token, query: query as never });
  expect(res.status, res.body.errordesc).toBe(200);
  return receipts(res.body.result!);
}

async function l7(member: Member | Owner) {
  const res = await t.call(getSales, { token: member.token, params: { businessId: owner.businessId }, query: {} as never });
  expect(res.status, res.body.errordesc).toBe(200);
  return { receipts: receipts(res.body.result!.data), sum: res.body.result!.sum, totalRecords: res.body.result!.totalRecords };
}

async function l8(member: Member | Owner) {
  const res = await t.call(getDeletedSales, { token: member.token, params: { businessId: owner.businessId }, query: {} as never });
  expect(res.status, res.body.errordesc).toBe(200);
  return receipts(res.body.result!.data);
}

const all = (kind: 'live' | 'voided') =>
  (['owner', 'amina', 'baraka'] as const).map((name) => (kind === 'live' ? sold[name].live.receiptNo : sold[name].voided)).sort();

describe('a cashier without reports sees only the transactions they rang up', () => {
  it('L1 and L9: own sales only, whatever UserId asks for', async () => {
    const own = [sold.amina.live.receiptNo, sold.amina.voided].sort();
    expect(await l1(amina)).toEqual(own);
    expect(await l1(amina, owner.userId)).toEqual(own);
    expect(await l1(amina, baraka.userId)).toEqual(own);
    expect(await l9(amina)).toEqual(own);
    expect(await l9(amina, baraka.userId)).toEqual(own);
  });

  it("L7: own rows only, and the sum is the sum of those rows, not the shop's", async () => {
    const list = await l7(amina);
    expect(list).toEqual({ receipts: [sold.amina.live.receiptNo], sum: sold.amina.live.total, totalRecords: 1 });
    expect(
      (await t.call(getSales, { token: amina.token, params: { businessId: owner.businessId }, query: { SearchParam: sold.baraka.live.receiptNo } as never }))
        .body.result,
    ).toMatchObject({ totalRecords: 0, sum: 0 });
  });

  it('L8: own voided sales only', async () => {
    expect(await l8(amina)).toEqual([sold.amina.voided]);
    expect(await l8(baraka)).toEqual([sold.baraka.voided]);
  });
});

describe('reports, Owner and Admin see the whole shop', () => {
  it('L1, L7, L8 and L9 list every cashier, and UserId still narrows to one', async () => {
    for (const member of [owner, admin, reporter]) {
      expect(await l1(member)).toEqual([...all('live'), ...all('voided')].sort());
      expect(await l9(member)).toEqual([...all('live'), ...all('voided')].sort());
      const list = await l7(member);
      expect(list.receipts).toEqual(all('live'));
      expect(list.sum).toBe(sold.owner.live.total + sold.amina.live.total + sold.baraka.live.total);
      expect(await l8(member)).toEqual(all('voided'));
    }
    expect(await l1(owner, amina.userId)).toEqual([sold.amina.live.receiptNo, sold.amina.voided].sort());
    expect(await l9(reporter, baraka.userId)).toEqual([sold.baraka.live.receiptNo, sold.baraka.voided].sort());
  });

  it('a Salesperson sees the shop once the role includes reports, and only their own sales before', async () => {
    const member = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await l7(member)).totalRecords).toBe(0);
    await sellAs(shopOf(member), 50);
    expect((await l7(member)).totalRecords).toBe(1);
    const seller = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'reports'] });
    expect((await l7(seller)).totalRecords).toBe(4);
  });
});
