import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_CPU_PROFILE=file.cpuprofile: a V8 CPU profile of one measured phase only (the K1 run, not the seeding or the
 * yardsticks), written where Chrome DevTools and `npx tsx bench/cpu-profile-summary.ts file` read it. The bench's
 * clients and the server share the process, so both are in it; the summary names them apart.
 */
export function cpuProfiler(file = process.env.BENCH_CPU_PROFILE) {
  let session: Session | null = null;
  return {
    async start() {
      if (!file) return;
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      // 200 µs between samples: the default 1 ms gives too few samples of a 10 ms request.
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    },
    async stop() {
      if (!file || !session) return;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = null;
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`  CPU profile of the K1 run: ${file}`);
    },
  };
}
