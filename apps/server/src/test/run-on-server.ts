import pg from 'pg';

/** One statement (create or drop a database) on the PostgreSQL server of `serverUrl`, on a connection of its own. */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
