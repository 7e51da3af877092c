import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  dropDatabasesOfEndedRuns,
  dropServerDatabase,
  templateDatabaseName,
  testDatabaseName,
} from './server-database.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function databaseNames(): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** The id of a process that has run and ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe.runIf(adminUrl)('databases a test run leaves on the PostgreSQL server', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await dropServerDatabase(adminUrl, name);
  });

  it('a run names its databases after itself; the next run drops those of runs that ended, and only those', async () => {
    const ours = testDatabaseName('adv');
    expect(ours).toMatch(/^adv_test_run\d+_[0-9a-f]{12}$/);
    const pid = endedPid();
    const endedTemplate = templateDatabaseName(pid);
    const endedSuite = `idp_test_run${pid}_0123456789ab`;
    for (const name of [ours, endedTemplate, endedSuite, 'adv_test_unrelated_name']) {
      made.push(name);
      await createServerDatabase(adminUrl, name, '');
    }

    const dropped = await dropDatabasesOfEndedRuns(adminUrl);

    expect(dropped).toEqual(expect.arrayContaining([endedSuite, endedTemplate]));
    expect(dropped.indexOf(endedSuite)).toBeLessThan(dropped.indexOf(endedTemplate));
    const left = await databaseNames();
    expect(left).not.toContain(endedTemplate);
    expect(left).not.toContain(endedSuite);
    // This run's own database and a name of no run stay.
    expect(left).toEqual(expect.arrayContaining([ours, 'adv_test_unrelated_name']));
  });
});
