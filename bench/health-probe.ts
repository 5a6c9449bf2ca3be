// A health checker in a process of its own, as a load balancer's is: it times GET /api/health every 50 ms from the
// moment it is told the address until it is told to stop, then answers with the times. Beside the probe that shares the
// tills' process (bench/sale-tills.ts), whose own event loop, busy with eight tills, adds to what it measures.
import { startHealthProbe } from './sale-yardsticks';

let probe: ReturnType<typeof startHealthProbe> | null = null;
process.on('message', async (message: { start?: string; stop?: true }) => {
  if (message.start) {
    probe = startHealthProbe(message.start);
    process.send!({ started: true });
  } else if (message.stop && probe) {
    process.send!({ times: await probe.stop() });
    process.disconnect();
  }
});
