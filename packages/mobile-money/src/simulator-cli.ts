// `npm run simulator -w @dukani/mobile-money` runs the Daraja simulator on its own (MPESA_SIM_PORT, MPESA_SIM_TIME_SCALE).
// A file of its own, so bundling the simulator into the API never starts it a second time.
import { buildDarajaSimulator } from './simulator';

const scale = process.env.MPESA_SIM_TIME_SCALE;
const { app } = buildDarajaSimulator({ logger: true, ...(scale ? { timeScale: scale === 'manual' ? 'manual' : Number(scale) } : {}) });
await app.listen({ port: Number(process.env.MPESA_SIM_PORT ?? 4010), host: '127.0.0.1' });
