import pg from 'pg';

/**
 * SOAK_COUNT_STATEMENTS=1 (PostgreSQL only): every statement the process sends through node-postgres while counting
 * is on, grouped by its first words, to see where a per-document cost goes. Bench-only: it patches the driver.
 */
export function countStatements() {
  const counts = new Map<string, number>();
  let isOn = false;
  const original = pg.Client.prototype.query;
  const keyOf = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/\$\d+/g, '?')
      .replace(/"/g, '')
      .replace(
        /^(select|with) .*? from (\S+).*?( for update.*)?$/i,
        (_all, verb: string, table: string, lock?: string) => `${verb} … from ${table}${lock ?? ''}`,
      )
      .slice(0, 90);
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (isOn) {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
      const key = keyOf(text);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // The driver's overloads cannot be named from here; the call is passed through as it came.
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    start() {
      counts.clear();
      isOn = true;
    },
    report(documents: number) {
      isOn = false;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(`  statements during the drain: ${total} (${(total / Math.max(1, documents)).toFixed(1)} per document)`);
      for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
        console.log(`    ${(n / Math.max(1, documents)).toFixed(2).padStart(6)}  ${key}`);
      }
    },
  };
}
