import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { insertJsonRows, rowsOf } from './json-rows.js';
import { carts, fedstripLines } from './schema/index.js';

describe('insertJsonRows', () => {
  let database: Database;
  let cartId: number;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const [cart] = await database.db.insert(carts).values({ sessionId: 'json-rows' }).returning({ id: carts.id });
    cartId = cart!.id;
  }, 60_000);
  afterAll(async () => database?.close());

  it('writes every row with its types, awkward text and JSON intact, and answers what returning asks', async () => {
    const awkward = `O'Brien "quoted" \\ back\nslash — ü ${'x'.repeat(300)}`;
    const rows = [1, 2, 3].map((n) => ({
      cartItemId: n, cartId, aac: 'M28542', stockNumber: `75100028669${80 + n}`, quantity: n * 1000, codes: { fundCode: '21', note: awkward },
      overseas: n === 2, ordinalDate: '6331', serial: `000${n}`, exceptionRemarks: n === 3 ? awkward : '', exceptionShipTo: '',
    }));
    // fedstrip_lines.cart_item_id references cart_items: this test checks the statement, not the foreign key.
    await database.db.execute(sql`set session_replication_role = replica`);
    const answered = rowsOf<{ serial: string }>(await database.db.execute(sql`${insertJsonRows(fedstripLines, rows)} returning serial`));
    await database.db.execute(sql`set session_replication_role = origin`);
    expect(answered.map((r) => r.serial).sort()).toEqual(['0001', '0002', '0003']);
    const stored = await database.db.select().from(fedstripLines).where(eq(fedstripLines.cartId, cartId)).orderBy(fedstripLines.cartItemId);
    expect(stored.map(({ createdAt: _, id: _id, ...rest }) => rest)).toEqual(rows);
  });

  it('refuses a key that is not a column, and an empty list', () => {
    expect(() => insertJsonRows(fedstripLines, [{ cartId, nope: 1 } as never])).toThrow('nope is not a column');
    expect(() => insertJsonRows(fedstripLines, [])).toThrow('at least one row');
  });
});
