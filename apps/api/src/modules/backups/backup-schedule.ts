import type { BackupFile, BackupKind } from '../../db/backup/backup-files';

const DAY_MS = 86_400_000;

/** How far the zone's clock is ahead of UTC at instant `t`. */
function zoneOffsetMs(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(t))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant the zone's clock shows `hour`:00 on the given calendar day (a day past the month's end rolls over). */
function zonedInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

/** The latest moment at or before `now` when the shop's clock (timeZone) showed `hour`:00: the backup slot due. */
export function latestSlot(now: Date, hour: number, timeZone: string): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  const today = zonedInstant(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), hour, timeZone);
  return today.getTime() <= now.getTime() ? today : zonedInstant(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate() - 1, hour, timeZone);
}

/**
 * Which scheduled backup is due now, if any: one per day from the slot on (so a laptop that was off at 03:00 takes it
 * when it is next on), and it is the week's 'weekly' one when the last weekly is a week old. `backups` newest first.
 */
export function dueScheduledBackup(now: Date, hour: number, timeZone: string, backups: readonly BackupFile[]): BackupKind | null {
  const slot = latestSlot(now, hour, timeZone);
  const lastScheduled = backups.find((entry) => entry.kind === 'daily' || entry.kind === 'weekly');
  if (lastScheduled && lastScheduled.takenAt.getTime() >= slot.getTime()) return null;
  const lastWeekly = backups.find((entry) => entry.kind === 'weekly');
  return !lastWeekly || slot.getTime() - lastWeekly.takenAt.getTime() > 6.5 * DAY_MS ? 'weekly' : 'daily';
}
