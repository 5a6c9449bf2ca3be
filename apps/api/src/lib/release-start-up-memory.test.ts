import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseStartUpMemory } from './release-start-up-memory';

describe('releaseStartUpMemory', () => {
  it('collects garbage and leaves gc unexposed to later contexts', () => {
    expect(() => releaseStartUpMemory()).not.toThrow();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
