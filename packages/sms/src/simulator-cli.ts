// `npm run simulator -w @dukani/sms` runs the Africa's Talking simulator on its own (SMS_SIM_PORT, AT_API_KEY, AT_USERNAME).
// A file of its own, so bundling the simulator into the API never starts it a second time.
import { buildSmsSimulator } from './simulator';

const app = buildSmsSimulator({
  apiKey: process.env.AT_API_KEY ?? 'sim-api-key',
  username: process.env.AT_USERNAME ?? 'sandbox',
  ...(process.env.SMS_SIM_DLR_URL ? { dlrUrl: process.env.SMS_SIM_DLR_URL } : {}),
  logger: true,
});
await app.listen({ port: Number(process.env.SMS_SIM_PORT ?? 4010), host: '127.0.0.1' });
