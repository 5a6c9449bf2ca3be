import { afterAll, beforeAll } from 'vitest';
import { buildDarajaSimulator } from '@dukani/mobile-money/simulator';

/**
 * A Daraja simulator for sweeps over every route: G7 reaches M-Pesa whatever the shop's till settings,
 * so it needs someone to answer. Its callbacks go nowhere. Call before useTestApp and pass env() to it.
 */
export function useDarajaSimulator() {
  const daraja = buildDarajaSimulator({ timeScale: 'manual', deliverCallback: async () => ({ status: 200, body: {} }) });
  let url = '';
  beforeAll(async () => {
    url = await daraja.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => daraja.app.close());
  return { env: () => ({ MPESA_BASE_URL: url }) };
}
