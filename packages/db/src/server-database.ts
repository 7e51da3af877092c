import pg from 'pg';

/**
 * The migrated template a test run made on the PostgreSQL server (vitest.global-setup.ts), by name: a suite's
 * database copied from it is ready in about 0.3 s, where migrating a new one took 2–2.4 s on two cores
 * (docs/adr/0020-test-suite.md). Unset outside a test run.
 */
export const SERVER_TEMPLATE_ENV = 'PG_TEST_TEMPLATE';

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `adminUrl` names. */
export function serverDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` on the server, a copy of the run's migrated template when there is one (openDatabase's
 * migration then finds nothing to apply), else empty. Answers its URL.
 */
export async function createServerDatabase(adminUrl: string, name: string, template = process.env[SERVER_TEMPLATE_ENV]): Promise<string> {
  await withAdmin(adminUrl, (client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return serverDatabaseUrl(adminUrl, name);
}

/** Drops database `name`; `force` ends the sessions still connected to it. */
export async function dropServerDatabase(adminUrl: string, name: string, { force = true } = {}): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}${force ? ' WITH (FORCE)' : ''}`));
}
