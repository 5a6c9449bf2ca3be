import type { RouteContract } from '@dukani/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { SerializedAnswer } from './answer-in-write';

/** The answer a write route produced does not match its contract: a defect, and nothing it wrote is kept. */
export class ResultContractError extends Error {
  constructor(
    readonly routeId: string,
    readonly issues: unknown,
  ) {
    super(`${routeId} produced a result that does not match its contract`);
  }
}

/** Routes the route layer leaves alone: reads, provider callbacks, downloads, and routes that wait on a provider. */
const runsAsIs = (contract: RouteContract) =>
  contract.method === 'GET' ||
  contract.raw === true ||
  contract.callsProvider === true ||
  Boolean(contract.csvDownload || contract.pdfDownload || contract.zipDownload);

/**
 * A write route's handler runs in one transaction the route owns (the use cases' own transactions become
 * savepoints in it), and its result is checked against the contract before that transaction commits: an
 * answer that would go out as a 500 for failing its own contract leaves nothing written. A refusal
 * (AppError) still commits what the use case chose to keep, such as a wrong code's counted try, unless it says
 * to discard its writes (db/atomically). Routes that
 * wait on M-Pesa run as they are, so no transaction stays open across a network call. A write route that `ownsWrites`
 * (a sale: it commits its one write statement by itself, issue 37) gets the database as it is; its use case keeps its
 * own all-or-nothing and checks its answer before committing, and the answer is checked here again.
 */
export async function runRouteHandler<T>(db: Db, contract: RouteContract, run: (db: Db) => Promise<T>, options: { ownsWrites?: boolean } = {}): Promise<T> {
  if (runsAsIs(contract)) return run(db);
  if (options.ownsWrites) {
    const value = await run(db);
    // Serialized by the use case through the route's serializer, which checked it.
    if (value instanceof SerializedAnswer) return value;
    const checked = contract.result.safeParse(value ?? null);
    if (!checked.success) throw new ResultContractError(contract.id, checked.error.issues);
    return value;
  }
  let refusal: AppError | undefined;
  const result = await db.transaction(async (tx) => {
    try {
      // A transaction is a database handle too (drizzle's PgTransaction extends PgDatabase): use cases that
      // open their own transaction get a savepoint.
      const value = await run(tx as unknown as Db);
      const checked = contract.result.safeParse(value ?? null);
      if (!checked.success) throw new ResultContractError(contract.id, checked.error.issues);
      return value;
    } catch (err) {
      if (!(err instanceof AppError) || err.discardsWrites) throw err;
      refusal = err;
      return undefined;
    }
  });
  if (refusal) throw refusal;
  return result as T;
}
