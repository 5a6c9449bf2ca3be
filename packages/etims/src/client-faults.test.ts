import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EtimsClient } from './etims-client';
import { signSaleOnce } from './sign-sale';
import { failureOf, startSimulator, SUGAR, sugarSale, type TestSimulator } from './test-support';

let sim: TestSimulator;
let client: EtimsClient;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  sim.reset();
  ({ client } = await sim.createDeviceClient(undefined, undefined, undefined, { timeoutMs: 1_000 }));
  await client.saveItem(SUGAR);
});

const addFault = async (rule: Record<string, unknown>) => {
  const answer = await sim.admin('POST', 'faults', rule);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('lost answers (§11.2)', () => {
  it('commitThenDrop: the sale is held, the client hears "unknown", and the re-check finds it without a second copy', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'commitThenDrop' });
    const lost = await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)));
    expect(lost).toMatchObject({ kind: 'unknown', resultCd: 'CON' });
    const held = await sim.findState<{ invcNo: number; rcptSign: string }>('sales');
    expect(held).toHaveLength(1);
    const recovered = await signSaleOnce(client, sugarSale(1), { mayBeHeld: true });
    expect(recovered).toMatchObject({ wasRecovered: true, rcptSign: held[0]!.rcptSign, curRcptNo: 1 });
    expect(await sim.findState('sales')).toHaveLength(1);
  });

  it('signSaleOnce re-sends when the re-check finds nothing, and recovers the signature on a 994', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'html' });
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'unknown', resultCd: 'JSON' });
    const sent = await signSaleOnce(client, sugarSale(1), { mayBeHeld: true });
    expect(sent.wasRecovered).toBe(false);
    // Without the re-check (mayBeHeld false) a re-send meets 994 and still ends with the held signature.
    const again = await signSaleOnce(client, sugarSale(1), { mayBeHeld: false });
    expect(again).toMatchObject({ wasRecovered: true, rcptSign: sent.rcptSign });
    expect(await sim.findState('sales')).toHaveLength(1);
  });

  it('timeout: the client gives up after its own timeout with "unknown"; with commit the sale is held', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'timeout', seconds: 5 });
    const started = Date.now();
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'unknown', resultCd: 'TIM' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await sim.findState('sales')).toEqual([]);
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'timeout', seconds: 5, commit: true });
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'unknown' });
    expect(await sim.findState('sales')).toHaveLength(1);
    expect(await client.selectInvoiceDetails(1)).not.toBeNull();
  });

  it('a timeout on a read is only "retryable": nothing can have changed', async () => {
    await addFault({ path: 'selectCodeList', times: 1, kind: 'timeout', seconds: 5 });
    expect(await failureOf(client.selectCodeList('20180101000000'))).toMatchObject({ kind: 'retryable', resultCd: 'TIM' });
  });
});

describe('server trouble (§11.1)', () => {
  it('http500 and html on a sale are "unknown" (it may be held); on saveItem they are "retryable"', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'http500' });
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'unknown', httpStatus: 500 });
    await addFault({ path: 'saveItem', times: 1, kind: 'http500' });
    expect(await failureOf(client.saveItem(SUGAR))).toMatchObject({ kind: 'retryable', httpStatus: 500 });
    await addFault({ path: 'saveItem', times: 1, kind: 'html' });
    const html = await failureOf(client.saveItem(SUGAR));
    expect(html).toMatchObject({ kind: 'retryable', resultCd: 'JSON', httpStatus: 200 });
    expect(html.message).toContain('maintenance');
    expect(await sim.findState('sales')).toEqual([]);
  });

  it('resultCd:910 is a refusal with the authority message; resultCd:999 and 990 are retryable', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:910' });
    const refused = await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)));
    expect(refused).toMatchObject({ kind: 'refused', resultCd: '910', resultMsg: 'Request parameter error' });
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:999' });
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'retryable', resultCd: '999' });
    await addFault({ path: 'selectNoticeList', times: 1, kind: 'resultCd:990' });
    expect(await failureOf(client.selectNoticeList('20180101000000'))).toMatchObject({ kind: 'retryable', isRateLimited: true });
    expect(await sim.findState('sales')).toEqual([]);
    await expect(client.saveTrnsSalesOsdc(sugarSale(1))).resolves.toMatchObject({ curRcptNo: 1 });
  });

  it('a refused connection is "retryable" even for a sale: the request never left', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const nowhere = sim.createClient({ baseUrl: `http://127.0.0.1:${port}/etims-api`, cmcKey: 'X' });
    expect(await failureOf(nowhere.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'retryable', resultCd: 'CON' });
  });
});

describe('fault rules (issue 14 conventions)', () => {
  it('fire in the order added for one path, count down `times`, and disappear when spent', async () => {
    await addFault({ path: 'saveTrnsSalesOsdc', times: 2, kind: 'resultCd:999' });
    await addFault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'http500' });
    await addFault({ path: 'selectNoticeList', times: 1, kind: 'html' });
    expect(await sim.findState('faults')).toEqual([
      { path: 'saveTrnsSalesOsdc', times: 2, kind: 'resultCd:999' },
      { path: 'saveTrnsSalesOsdc', times: 1, kind: 'http500' },
      { path: 'selectNoticeList', times: 1, kind: 'html' },
    ]);
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push(
        await client.saveTrnsSalesOsdc(sugarSale(1)).then(
          () => 'signed',
          (err: { resultCd?: string }) => err.resultCd,
        ),
      );
      if (attempt === 0) expect((await sim.findState<{ times: number }>('faults'))[0]?.times).toBe(1);
    }
    expect(codes).toEqual(['999', '999', 'JSON', 'signed']);
    expect(await sim.findState('faults')).toEqual([{ path: 'selectNoticeList', times: 1, kind: 'html' }]);
  });

  it('a rule with a tin fires only for that taxpayer, and DELETE ?tin= clears only its rules', async () => {
    const other = await sim.createDeviceClient('P051111111A');
    await other.client.saveItem(SUGAR);
    await addFault({ path: 'saveTrnsSalesOsdc', times: 5, kind: 'resultCd:910', tin: 'P051111111A' });
    await addFault({ path: 'saveItem', times: 5, kind: 'http500', tin: 'P059999999Z' });
    // This shop's sale passes untouched and spends nothing of the other shop's rule.
    await expect(client.saveTrnsSalesOsdc(sugarSale(1))).resolves.toMatchObject({ curRcptNo: 1 });
    expect(await failureOf(other.client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'refused', resultCd: '910' });
    expect((await sim.findState<{ times: number }>('faults'))[0]).toMatchObject({ tin: 'P051111111A', times: 4 });
    expect((await sim.admin('DELETE', 'faults?tin=P051111111A')).body).toEqual([{ path: 'saveItem', times: 5, kind: 'http500', tin: 'P059999999Z' }]);
    await expect(other.client.saveTrnsSalesOsdc(sugarSale(1))).resolves.toMatchObject({ curRcptNo: 1 });
    expect((await sim.admin('POST', 'faults', { path: 'saveItem', kind: 'html', tin: 'P05 1' })).status).toBe(400);
  });

  it('path * hits every endpoint; DELETE clears every rule; bad rules are refused', async () => {
    await addFault({ path: '*', times: 100, kind: 'http500' });
    expect(await failureOf(client.selectCodeList('20180101000000'))).toMatchObject({ httpStatus: 500 });
    expect(await failureOf(client.saveItem(SUGAR))).toMatchObject({ httpStatus: 500 });
    expect((await sim.admin('DELETE', 'faults')).body).toEqual([]);
    await expect(client.saveItem(SUGAR)).resolves.toBeTruthy();
    expect((await sim.admin('POST', 'faults', { path: 'nope', kind: 'html' })).status).toBe(400);
    expect((await sim.admin('POST', 'faults', { path: 'saveItem', kind: 'explode' })).status).toBe(400);
    expect((await sim.admin('POST', 'faults', { path: 'saveItem', kind: 'html', times: 0 })).status).toBe(400);
  });
});
