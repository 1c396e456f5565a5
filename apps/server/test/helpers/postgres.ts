import pg from 'pg';

export const TEMPLATE_DATABASE = 'pourquoi_test_template';

export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection to the server of DATABASE_URL for creating and dropping test databases. */
export async function adminConnection(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}
