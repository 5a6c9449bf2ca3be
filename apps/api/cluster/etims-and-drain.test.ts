import { registerDevice } from '@dukani/contracts';
import { callRoute, createOwner, type Transport } from '@dukani/test-factories';
import { describe, expect, inject, it } from 'vitest';
import { clientTransport, databaseQuery, stockedProduct, waitFor } from './support';

const balancerUrl = inject('balancerUrl');
const apiPids = inject('apiPids');
const apiUrls = inject('apiUrls');
const databaseUrl = inject('databaseUrl');
const etimsAdminUrl = inject('etimsAdminUrl');
const balancer = clientTransport(balancerUrl);

let pinSequence = Math.floor(Date.now() / 1000) % 100_000_000;
function freshPin(): string {
  pinSequence += 1;
  return `P${String(pinSequence).padStart(9, '0')}Z`;
}

async function simulatorState<T>(entity: string): Promise<T[]> {
  return (await (await fetch(`${etimsAdminUrl}/__sim/state/${entity}`)).json()) as T[];
}

async function shopWithDevice() {
  const owner = await createOwner(balancer);
  const pin = freshPin();
  const device = await callRoute(balancer, registerDevice, {
    token: owner.token,
    body: { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` },
  });
  expect(device.status, JSON.stringify(device.body)).toBe(200);
  const { product, sale } = await stockedProduct(balancer, owner, 10_000);
  return { owner, pin, product, sale };
}

/** Sells `count` sales through `transport`, `tills` at a time; the ids of the sales that were acknowledged. */
async function sell(sale: (through: Transport) => Promise<{ status: number; body: { result?: unknown } }>, transport: Transport, count: number, tills = 8) {
  const acknowledged: number[] = [];
  const refused: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: tills }, async () => {
      while (next < count) {
        next += 1;
        try {
          const answer = await sale(transport);
          const id = (answer.body.result as { transactionId?: number } | undefined)?.transactionId;
          if (answer.status === 200 && id) acknowledged.push(id);
          else refused.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        } catch {
          // A connection cut by a process going down: not acknowledged, so nothing is owed to the till.
        }
      }
    }),
  );
  return Object.assign(acknowledged, { refused });
}

async function signedOnce(pin: string, businessId: number, expected: number) {
  const rows = await waitFor(
    () =>
      databaseQuery<{ state: string; count: string }>(databaseUrl, 'select state, count(*) from etims_documents where business_id = $1 group by state', [
        businessId,
      ]),
    (states) => states.length === 1 && states[0]!.state === 'Signed' && Number(states[0]!.count) === expected,
    180_000,
    'every document signed',
  );
  expect(rows).toEqual([{ state: 'Signed', count: String(expected) }]);
  const held = (await simulatorState<{ tin: string; invcNo: number }>('sales')).filter((sale) => sale.tin === pin);
  expect(held).toHaveLength(expected);
  expect(new Set(held.map((sale) => sale.invcNo)).size).toBe(expected);
  expect(held.map((sale) => sale.invcNo).sort((a, b) => a - b)).toEqual(Array.from({ length: expected }, (_, index) => index + 1));
  const stockReports = await waitFor(
    async () => (await simulatorState<{ tin: string; sarTyCd: string }>('stockIO')).filter((report) => report.tin === pin && report.sarTyCd === '11'),
    (reports) => reports.length >= expected,
    120_000,
    'a stock report for every sale',
  );
  expect(stockReports).toHaveLength(expected);
}

describe('eTIMS and the outbox across two processes', () => {
  it('300 sales through the balancer, a slow authority: every sale signed once, one stock report each', async () => {
    const shop = await shopWithDevice();
    await fetch(`${etimsAdminUrl}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs: 60 }) });
    try {
      const acknowledged = await sell(shop.sale, balancer, 300);
      expect(acknowledged.refused.slice(0, 3)).toEqual([]);
      expect(acknowledged).toHaveLength(300);
      await signedOnce(shop.pin, shop.owner.businessId, 300);
    } finally {
      await fetch(`${etimsAdminUrl}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs: 0 }) });
    }
  });

  it('SIGTERM to one process under load loses no acknowledged sale, and its jobs complete on the other', async () => {
    const shop = await shopWithDevice();
    const selling = sell(shop.sale, balancer, 200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(apiPids[1]!, 'SIGTERM');
    const acknowledged = await selling;
    expect(acknowledged.length, acknowledged.refused.slice(0, 3).join('\n')).toBeGreaterThan(150);
    const stored = await databaseQuery<{ id: number }>(databaseUrl, 'select id from transactions where business_id = $1', [shop.owner.businessId]);
    const storedIds = new Set(stored.map((row) => Number(row.id)));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    await waitFor(
      async () =>
        (await fetch(`${apiUrls[1]}/api/health`)
          .then(() => 'up')
          .catch(() => 'down')) as string,
      (state) => state === 'down',
      30_000,
      'the stopped process exits',
    );
    const stuck = await databaseQuery<{ count: string }>(
      databaseUrl,
      "select count(*) from outbox_jobs where status = 'Running' and leased_until > now() + interval '1 minute'",
    );
    expect(Number(stuck[0]!.count)).toBe(0);
    await signedOnce(shop.pin, shop.owner.businessId, stored.length);
  });
});
