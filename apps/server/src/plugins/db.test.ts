import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema, testDatabaseName } from '@advantage/db';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import db from './db.js';

const PRODUCTS = 30;

/** A server opening its own database: a fresh one gets the generated catalog (in a child process, docs/adr/0012). */
async function openAndCount(where: { url?: string; dataDir?: string }) {
  const app = Fastify({ logger: false, pluginTimeout: 180_000 });
  await app.register(db, { ...where, catalogProducts: PRODUCTS });
  await app.ready();
  try {
    const [products] = await app.db.select({ n: count() }).from(schema.products);
    const [categories] = await app.db.select({ n: count() }).from(schema.categories);
    return { products: products?.n, categories: categories?.n ?? 0 };
  } finally {
    await app.close();
  }
}

describe('a fresh database gets the generated catalog when the server opens it', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('embedded: the catalog is there after start and after a restart, not generated twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'advantage-db-plugin-'));
    dirs.push(dir);
    const first = await openAndCount({ dataDir: join(dir, 'pglite') });
    expect(first.products).toBe(PRODUCTS);
    expect(first.categories).toBeGreaterThan(0);
    expect(await openAndCount({ dataDir: join(dir, 'pglite') })).toEqual(first);
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: the catalog is there after start', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = testDatabaseName('adv', 'dbplugin');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(String(process.env.TEST_DATABASE_URL));
      url.pathname = `/${name}`;
      const counted = await openAndCount({ url: url.toString() });
      expect(counted.products).toBe(PRODUCTS);
      expect(counted.categories).toBeGreaterThan(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
