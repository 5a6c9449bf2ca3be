import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** By name: the eTIMS file ends by stopping one process, so it must come after the others. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// `npm run test:cluster` (scripts/test-cluster.mjs): the hosted set-up in miniature, started once by the global
// set-up. Files run one after another: they share the two processes.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['apps/api/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/api/cluster/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
