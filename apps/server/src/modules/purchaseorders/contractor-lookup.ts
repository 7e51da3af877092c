import type { AppDb } from '@advantage/db';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';

const { contractors } = schema;

/** The contractor an operator names: its numeric id or its Unique Entity ID. */
export async function findContractor(db: AppDb, contractor: string) {
  const key = contractor.trim();
  const where = /^\d+$/.test(key) ? eq(contractors.id, Number(key)) : eq(contractors.uei, key.toUpperCase());
  const [row] = await db.select({ id: contractors.id, name: contractors.name, uei: contractors.uei, email: contractors.email }).from(contractors).where(where);
  if (!row) throw new NotFoundError(`There is no contractor ${key} (give its id or its UEI).`);
  return row;
}
