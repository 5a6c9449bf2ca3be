import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** What PostgreSQL's statistics say about one table since its last VACUUM and ANALYZE. */
export interface TableActivity {
  table: string;
  /** The planner's row count; -1 when the table was never vacuumed or analyzed. */
  rows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export type Upkeep = 'vacuum analyze' | 'analyze';

/**
 * Autovacuum's own default thresholds (PostgreSQL 15): vacuum once a fifth of the table is dead rows or new rows
 * (new rows need a vacuum too: it marks their pages all-visible, which is what lets a product list page be an
 * index-only scan), analyze once a tenth has changed. Small tables get a fixed allowance so they are not redone
 * after every sale.
 */
export function upkeepOf(activity: TableActivity): Upkeep | null {
  // PGlite keeps no statistics counters across a restart (they start again from zero), so a table that was
  // never vacuumed (a catalogue imported before an upgrade, say) is known only by its unknown row count.
  if (activity.rows < 0) return 'vacuum analyze';
  const vacuum = activity.deadRows > 50 + 0.2 * activity.rows || activity.insertedSinceVacuum > 1000 + 0.2 * activity.rows;
  if (vacuum) return 'vacuum analyze';
  return activity.changedSinceAnalyze > 50 + 0.1 * activity.rows ? 'analyze' : null;
}

/**
 * PGlite runs PostgreSQL as a single-user backend: there is no autovacuum launcher, so without this nothing ever
 * vacuums or analyzes the shop's tables. Dead rows would pile up, index-only scans would still visit the table,
 * and the planner would guess row counts with no statistics. This does what autovacuum would, table by table.
 * Each command holds PGlite's one connection while it runs, which for a shop's tables is milliseconds to a
 * second, so it only touches the tables past their thresholds.
 */
export async function maintainEmbeddedTables(db: Db): Promise<{ table: string; upkeep: Upkeep; ms: number }[]> {
  const activity = (await db.execute(sql`
    select s.relname as "table", c.reltuples::float8 as "rows", s.n_dead_tup::float8 as "deadRows",
           s.n_ins_since_vacuum::float8 as "insertedSinceVacuum", s.n_mod_since_analyze::float8 as "changedSinceAnalyze"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
     order by s.relname`)) as unknown as { rows: TableActivity[] };
  const done: { table: string; upkeep: Upkeep; ms: number }[] = [];
  for (const table of activity.rows) {
    const upkeep = upkeepOf(table);
    if (!upkeep) continue;
    const started = performance.now();
    await db.execute(upkeep === 'analyze' ? sql`analyze ${sql.identifier(table.table)}` : sql`vacuum (analyze) ${sql.identifier(table.table)}`);
    done.push({ table: table.table, upkeep, ms: Math.round(performance.now() - started) });
  }
  return done;
}
