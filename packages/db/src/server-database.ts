import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { processAlive } from './process-alive.js';

/**
 * The migrated template a test run made on the PostgreSQL server (vitest.global-setup.ts), by name: a suite's
 * database copied from it is ready in about 0.3 s, where migrating a new one took 2–2.4 s on two cores
 * (docs/adr/0020-test-suite.md). Unset outside a test run.
 */
export const SERVER_TEMPLATE_ENV = 'PG_TEST_TEMPLATE';

/**
 * The test run a database belongs to: the process id of the `vitest run` that made the template (its global
 * set-up sets SERVER_TEMPLATE_ENV), else this process's. It is in the name of every database a run makes, so that
 * the next run can drop what a killed run left behind (`dropDatabasesOfEndedRuns`).
 */
function runId(): number {
  const template = process.env[SERVER_TEMPLATE_ENV]?.match(TEMPLATE_NAME);
  return template ? Number(template[1]) : process.pid;
}

const TEMPLATE_NAME = /^adv_template_(\d+)$/;
const RUN_DATABASE_NAME = /^[a-z]+_test_run(\d+)_[a-z0-9_]+$/;

/** The name of the run's migrated template on the server. */
export function templateDatabaseName(pid = process.pid): string {
  return `adv_template_${pid}`;
}

/** A new database name for a suite of this run: `<app>_test_run<pid>_<label>` (lower case, so SQL needs no quotes). */
export function testDatabaseName(app: 'adv' | 'idp', label = randomBytes(6).toString('hex')): string {
  return `${app}_test_run${runId()}_${label}`;
}

/**
 * Drops the templates and suite databases of test runs whose process has ended (killed, or stopped before its
 * teardown): without this they stay on the server for good. A run on another machine sharing the server could be
 * taken for ended; the suites use a server of their own machine (README, Tests).
 */
export async function dropDatabasesOfEndedRuns(adminUrl: string): Promise<string[]> {
  const names = await withAdmin(adminUrl, async (client) => (await client.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map((r) => r.datname));
  const ended = names.filter((name) => {
    const pid = name.match(TEMPLATE_NAME)?.[1] ?? name.match(RUN_DATABASE_NAME)?.[1];
    return pid !== undefined && Number(pid) !== process.pid && !processAlive(Number(pid));
  });
  // Suite databases first: a template cannot be dropped while a copy is being made from it, and nothing copies now.
  ended.sort((a, b) => Number(TEMPLATE_NAME.test(a)) - Number(TEMPLATE_NAME.test(b)));
  for (const name of ended) await dropServerDatabase(adminUrl, name);
  return ended;
}

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
