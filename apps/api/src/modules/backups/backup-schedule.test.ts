import { describe, expect, it } from 'vitest';
import type { BackupFile } from '../../db/backup/backup-files';
import { dueScheduledBackup, latestSlot } from './backup-schedule';

const at = (iso: string) => new Date(iso);
const file = (kind: BackupFile['kind'], iso: string): BackupFile => ({ file: `x-${kind}`, kind, takenAt: at(iso) });

describe('the daily backup slot on the shop clock', () => {
  it('is 03:00 in Nairobi (00:00 UTC) today once passed, else yesterday', () => {
    expect(latestSlot(at('2026-11-10T00:30:00Z'), 3, 'Africa/Nairobi').toISOString()).toBe('2026-11-10T00:00:00.000Z');
    expect(latestSlot(at('2026-11-09T23:59:00Z'), 3, 'Africa/Nairobi').toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });
  it('follows a zone with summer time', () => {
    expect(latestSlot(at('2026-07-01T12:00:00Z'), 3, 'Europe/Berlin').toISOString()).toBe('2026-07-01T01:00:00.000Z');
    expect(latestSlot(at('2026-12-01T12:00:00Z'), 3, 'Europe/Berlin').toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
  it('is due once per slot, weekly when the last weekly is a week old, and caught up after the computer was off', () => {
    const now = at('2026-11-10T06:00:00Z');
    expect(dueScheduledBackup(now, 3, 'Africa/Nairobi', [])).toBe('weekly');
    const weekly = file('weekly', '2026-11-08T00:01:00Z');
    expect(dueScheduledBackup(now, 3, 'Africa/Nairobi', [file('daily', '2026-11-09T00:01:00Z'), weekly])).toBe('daily');
    expect(dueScheduledBackup(now, 3, 'Africa/Nairobi', [file('daily', '2026-11-10T00:01:00Z'), weekly])).toBeNull();
    // Shutdown and manual backups do not stand in for the day's.
    expect(dueScheduledBackup(now, 3, 'Africa/Nairobi', [file('shutdown', '2026-11-10T05:00:00Z'), weekly])).toBe('daily');
    expect(dueScheduledBackup(at('2026-11-15T06:00:00Z'), 3, 'Africa/Nairobi', [file('daily', '2026-11-14T00:01:00Z'), weekly])).toBe('weekly');
  });
});
