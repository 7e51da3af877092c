/**
 * FEMA's disaster declarations, loaded by the operator (scripts/disaster-declarations.mjs, ADR 0022): a Disaster
 * Purchasing order citing a declaration must cite one on this list once it holds any (core/orders/state-program.ts).
 * A load replaces the whole list in one transaction with its audit row; a bad line refuses the load, by line.
 * The file has one declaration a line: `number,state,declared on (YYYY-MM-DD or empty),title` (a first line
 * starting with `number` is a header); the title may hold commas.
 */
import { declarationParts, isJurisdiction } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { ValidationError } from '../../lib/errors.js';

const d = schema.disasterDeclarations;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Row = typeof d.$inferInsert;

export function parseDeclarations(text: string): Row[] {
  const rows: Row[] = [];
  const problems: Array<{ field: string; message: string }> = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || (i === 0 && /^number\b/i.test(line))) return;
    const [number = '', state = '', declaredOn = '', ...title] = line.split(',').map((c) => c.trim());
    const parts = declarationParts(number);
    const problem = (message: string) => problems.push({ field: `line ${i + 1}`, message });
    if (!parts || parts.state) return problem(`"${number}" is not a declaration number such as DR-4673.`);
    const st = state.toUpperCase();
    if (!isJurisdiction(st)) return problem(`"${state}" is not a state or territory.`);
    if (declaredOn && !(DAY.test(declaredOn) && !Number.isNaN(Date.parse(declaredOn)))) return problem(`"${declaredOn}" is not a date YYYY-MM-DD.`);
    const key = `${parts.number}-${st}`;
    if (seen.has(key)) return problem(`${key} is listed twice.`);
    seen.add(key);
    rows.push({ number: parts.number, state: st, title: title.join(',').trim(), declaredOn: declaredOn || null });
  });
  if (problems.length > 0) throw new ValidationError(problems);
  return rows;
}

/** Replaces the list; answers how many declarations it holds now. */
export async function loadDeclarations(db: AppDb, text: string, actor = 'operator'): Promise<{ count: number }> {
  const rows = parseDeclarations(text);
  return db.transaction(async (tx) => {
    const before = await tx.$count(d);
    await tx.delete(d);
    if (rows.length > 0) await tx.insert(d).values(rows);
    await tx.insert(schema.auditLog).values({ action: 'disaster_declarations_loaded', outcome: 'success', target: 'disaster_declarations', detail: { actor, before, after: rows.length } });
    return { count: rows.length };
  });
}
