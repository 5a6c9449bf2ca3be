import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildReceiptVerificationUrl, formatCuInvoiceNumber } from './protocol';
import { DEMO_TIN } from './simulator';
import { EXAMPLE_SALE, failureOf, SOYA, startSimulator, SUGAR, sugarSale, type TestSimulator } from './test-support';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.reset();
});

describe('device initialisation (§5.1)', () => {
  it('provisions and initialises any well-formed PIN in lenient mode, creating the taxpayer and branch 00', async () => {
    const answer = await sim.createClient().selectInitOsdcInfo({ tin: 'A123456789Z', bhfId: '00', dvcSrlNo: 'any-serial-1' });
    expect(answer.isAlreadyInitialised).toBe(false);
    expect(answer.info?.cmcKey).toMatch(/^[0-9A-F]{64}$/);
    expect(answer.info?.sdcId).toMatch(/^KRACU\d{10}$/);
    expect(answer.info?.mrcNo).toMatch(/^WIS\d{8}$/);
    expect(answer.info?.dvcId).toMatch(/^\d{16}$/);
    expect(answer.resultDt).toMatch(/^\d{14}$/);
    const devices = await sim.findState('devices');
    expect(devices).toEqual([
      expect.objectContaining({ tin: 'A123456789Z', bhfId: '00', dvcSrlNo: 'any-serial-1', sdcId: answer.info?.sdcId, cmcKey: answer.info?.cmcKey }),
    ]);
    expect(await sim.findState('taxpayers')).toEqual([expect.objectContaining({ tin: 'A123456789Z' })]);
    const client = sim.createClient({ tin: 'A123456789Z', cmcKey: answer.info!.cmcKey });
    const branches = await client.selectBhfList('20180101000000');
    expect(branches.list).toEqual([expect.objectContaining({ tin: 'A123456789Z', bhfId: '00', hqYn: 'Y' })]);
  });

  it('answers a repeated initialisation with 902 and the same info, without a new key', async () => {
    const request = { tin: DEMO_TIN, bhfId: '00', dvcSrlNo: 'DEMO-00-0001' };
    const first = await sim.createClient().selectInitOsdcInfo(request);
    const second = await sim.createClient().selectInitOsdcInfo(request);
    expect(second.isAlreadyInitialised).toBe(true);
    expect(second.info).toEqual(first.info);
    expect(await sim.findState('devices')).toHaveLength(1);
  });

  it('refuses a malformed PIN locally (893) and at the simulator (910)', async () => {
    const local = await failureOf(sim.createClient().selectInitOsdcInfo({ tin: 'P05123X', bhfId: '00', dvcSrlNo: 'x' }));
    expect(local).toMatchObject({ kind: 'refused', resultCd: '893', field: 'tin' });
    const remote = await failureOf(sim.createClient({ isRequestValidated: false }).selectInitOsdcInfo({ tin: 'P05123X', bhfId: '00', dvcSrlNo: 'x' }));
    expect(remote).toMatchObject({ kind: 'refused', resultCd: '910', field: 'tin' });
  });

  it('refuses an unprovisioned device in strict mode (901), stores nothing, and initialises a provisioned one', async () => {
    const strict = await startSimulator({ mode: 'strict', fixtures: false });
    try {
      const refused = await failureOf(strict.createClient().selectInitOsdcInfo({ tin: DEMO_TIN, bhfId: '00', dvcSrlNo: 'NOT-PROVISIONED' }));
      expect(refused).toMatchObject({ kind: 'refused', resultCd: '901', resultMsg: 'It is not valid device' });
      expect(await strict.findState('devices')).toEqual([]);
      expect(await strict.findState('taxpayers')).toEqual([]);
      const provisioned = await strict.admin('POST', 'devices', { tin: DEMO_TIN, bhfId: '00', dvcSrlNo: 'KRA-APPROVED-1' });
      expect(provisioned.status).toBe(200);
      const answer = await strict.createClient().selectInitOsdcInfo({ tin: DEMO_TIN, bhfId: '00', dvcSrlNo: 'KRA-APPROVED-1' });
      expect(answer.info?.cmcKey).toBeTruthy();
    } finally {
      await strict.close();
    }
  });

  it('lets no call through without the device headers (900) or with a wrong key (901)', async () => {
    const { client } = await sim.createDeviceClient();
    await expect(client.selectCodeList('20180101000000')).resolves.toBeTruthy();
    expect(await failureOf(sim.createClient().selectCodeList('20180101000000'))).toMatchObject({ kind: 'refused', resultCd: '892' });
    expect(await failureOf(sim.createClient({ cmcKey: 'WRONG' }).selectCodeList('20180101000000'))).toMatchObject({ kind: 'refused', resultCd: '901' });
    const response = await fetch(`${sim.apiUrl}/selectCodeList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"lastReqDt":"20180101000000"}',
    });
    expect(await response.json()).toMatchObject({ resultCd: '900', data: null });
  });
});

describe('items (§5.10–§5.12)', () => {
  it('registers, updates and lists items per taxpayer, and refuses codes outside the lists', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    await client.saveItem({ ...SUGAR, dftPrc: 185 });
    const items = await sim.findState('items');
    expect(items).toEqual([expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', itemCd: 'KE2BGU0000001', dftPrc: 185, taxTyCd: 'B' })]);
    const listed = await client.selectItemList('20180101000000');
    expect(listed.list).toEqual([expect.objectContaining({ itemCd: 'KE2BGU0000001', regBhfId: '00', dftPrc: 185 })]);
    const refused = await failureOf(client.saveItem({ ...SOYA, qtyUnitCd: 'XX' }));
    expect(refused).toMatchObject({ kind: 'refused', resultCd: '910', field: 'qtyUnitCd' });
  });

  it('saves a composition only between registered items', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    const composition = { itemCd: SUGAR.itemCd, cpstItemCd: SOYA.itemCd, cpstQty: 0.5, regrId: 'u1', regrNm: 'A' };
    expect(await failureOf(client.saveItemComposition(composition))).toMatchObject({ resultCd: '910', field: 'cpstItemCd' });
    await client.saveItem(SOYA);
    await client.saveItemComposition(composition);
    expect(await sim.findState('compositions')).toEqual([
      expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', itemCd: SUGAR.itemCd, cpstItemCd: SOYA.itemCd, cpstQty: 0.5 }),
    ]);
  });
});

describe('sales (§5.15, §8, §9)', () => {
  it('signs the worked example of §14.3 and keeps it with its signature fields', async () => {
    const { client, info } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    await client.saveItem(SOYA);
    const signed = await client.saveTrnsSalesOsdc(EXAMPLE_SALE);
    expect(signed).toMatchObject({ curRcptNo: 1, totRcptNo: 1 });
    expect(signed.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
    expect(signed.intrlData).toMatch(/^[A-Z2-7]{26}$/);
    expect(signed.sdcDateTime).toMatch(/^\d{14}$/);
    const [stored] = await sim.findState('sales');
    expect(stored).toMatchObject({
      tin: DEMO_TIN,
      bhfId: '00',
      invcNo: 1042,
      trdInvcNo: 'POS-00-0001042',
      rcptLabel: 'NS',
      curRcptNo: 1,
      totRcptNo: 1,
      rcptSign: signed.rcptSign,
      intrlData: signed.intrlData,
      sdcDateTime: signed.sdcDateTime,
      sdcId: info.sdcId,
      totAmt: 535.5,
    });
    expect(formatCuInvoiceNumber(info.sdcId, 1042)).toBe(`${info.sdcId}/1042`);
  });

  it('numbers receipts without gaps: per label and in total, shared by sales and credit notes', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    const answers = [];
    for (const invcNo of [1, 2, 3]) answers.push(await client.saveTrnsSalesOsdc(sugarSale(invcNo, 2)));
    const note = { ...sugarSale(4, 1), rcptTyCd: 'R' as const, orgInvcNo: 2, rfdRsnCd: '06' };
    answers.push(await client.saveTrnsSalesOsdc(note));
    answers.push(await client.saveTrnsSalesOsdc(sugarSale(5)));
    expect(answers.map((answer) => [answer.curRcptNo, answer.totRcptNo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 4],
      [4, 5],
    ]);
    const sales = await sim.findState<{ invcNo: number; rcptLabel: string }>('sales');
    expect(sales.map((sale) => `${sale.invcNo}${sale.rcptLabel}`)).toEqual(['1NS', '2NS', '3NS', '4NC', '5NS']);
    expect(new Set(answers.map((answer) => answer.rcptSign)).size).toBe(5);
  });

  it('refuses a re-sent invoice number with 994 (unknown) and holds the sale once', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    await client.saveTrnsSalesOsdc(sugarSale(7));
    const again = await failureOf(client.saveTrnsSalesOsdc(sugarSale(7)));
    expect(again).toMatchObject({ kind: 'unknown', resultCd: '994', isDuplicate: true });
    expect(await sim.findState('sales')).toHaveLength(1);
  });

  it('refuses a sale of an unregistered item or with inconsistent totals, naming the field', async () => {
    const { client } = await sim.createDeviceClient();
    expect(await failureOf(client.saveTrnsSalesOsdc(sugarSale(1)))).toMatchObject({ kind: 'refused', resultCd: '910', field: 'itemList[0].itemCd' });
    await client.saveItem(SUGAR);
    const wrong = sugarSale(1);
    expect(
      await failureOf(client.saveTrnsSalesOsdc({ ...wrong, itemList: [{ ...wrong.itemList[0]!, taxAmt: 20 }], taxAmtB: 20, totTaxAmt: 20 })),
    ).toMatchObject({
      resultCd: '910',
      field: 'itemList[0].taxAmt',
    });
    expect(await failureOf(client.saveTrnsSalesOsdc({ ...wrong, taxRtB: 18 }))).toMatchObject({ resultCd: '910', field: 'taxRtB' });
    expect(await sim.findState('sales')).toEqual([]);
  });

  it('finds a signed sale again with selectInvoiceDetails, and answers null for an unknown number', async () => {
    const { client } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    const signed = await client.saveTrnsSalesOsdc(sugarSale(11));
    const found = await client.selectInvoiceDetails(11);
    expect(found).toMatchObject({
      curRcptNo: signed.curRcptNo,
      totRcptNo: signed.totRcptNo,
      rcptSign: signed.rcptSign,
      intrlData: signed.intrlData,
      sdcDateTime: signed.sdcDateTime,
    });
    expect(await client.selectInvoiceDetails(12)).toBeNull();
  });

  it('serves the §9.3 verification page for a signed receipt, and "not found" for another signature', async () => {
    const { client, info } = await sim.createDeviceClient();
    await client.saveItem(SUGAR);
    const signed = await client.saveTrnsSalesOsdc(sugarSale(21));
    const url = buildReceiptVerificationUrl(sim.url, DEMO_TIN, '00', signed.rcptSign);
    expect(url).toBe(`${sim.url}/common/link/etims/receipt/indexEtimsReceiptData?Data=${DEMO_TIN}00${signed.rcptSign}`);
    const json = await fetch(url, { headers: { Accept: 'application/json' } });
    expect(await json.json()).toMatchObject({
      isValid: true,
      tin: DEMO_TIN,
      invcNo: 21,
      cuInvoiceNo: `${info.sdcId}/21`,
      rcptSign: signed.rcptSign,
      rcptLabel: 'NS',
    });
    const html = await fetch(url);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toContain(signed.rcptSign);
    const missing = await fetch(buildReceiptVerificationUrl(sim.url, DEMO_TIN, '00', 'AAAAAAAAAAAAAAAA'));
    expect(missing.status).toBe(404);
  });
});
