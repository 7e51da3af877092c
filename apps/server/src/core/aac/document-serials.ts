/**
 * Document-number serials (record positions 40–43), allocated in the database: one statement counts the AAC's
 * serials of the day up by n and answers the last, so parallel requisitions for one AAC on one day each get
 * their own range. 9,999 a day per AAC is the most four digits hold; past it the clerk is told so. FEDSTRIP
 * requisitions and checkout's accounting-code orders without a document number draw from the same serials,
 * so no two requisitions of one AAC on one day share a document number.
 */
import { type AppDb, rowsOf } from '@advantage/db';
import { sql } from 'drizzle-orm';
import { ValidationError } from '../../lib/errors.js';
import { sqlState } from '../../lib/sql-errors.js';

export const SERIALS_PER_DAY = 9_999;

export async function allocateSerials(db: AppDb, aac: string, ordinalDate: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  let last: number;
  try {
    const rows = rowsOf<{ last_serial: number | string }>(await db.execute(sql`
      insert into fedstrip_serials (aac, ordinal_date, last_serial) values (${aac}, ${ordinalDate}, ${count})
      on conflict (aac, ordinal_date) do update set last_serial = fedstrip_serials.last_serial + excluded.last_serial
      returning last_serial
    `));
    last = Number(rows[0]?.last_serial);
  } catch (error) {
    // The check constraint (1..9999) refuses the update: the AAC's serials of the day are used up.
    if (sqlState(error) === '23514') {
      throw new ValidationError([{ field: 'aac', message: `AAC ${aac} has used all ${SERIALS_PER_DAY.toLocaleString('en-US')} document serials for today. Order the rest tomorrow.` }]);
    }
    throw error;
  }
  return Array.from({ length: count }, (_, i) => String(last - count + 1 + i).padStart(4, '0'));
}
