import pg from 'pg';

/** The server the PostgreSQL test run creates its databases on (trust auth on this machine and in CI). */
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin connection: CREATE/DROP DATABASE cannot run inside a pool's transaction. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
