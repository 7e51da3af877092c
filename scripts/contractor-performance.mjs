#!/usr/bin/env node
// Contractor performance, for operators: per contractor, over the orders placed in a period, orders acknowledged
// within one business day, lines shipped within the offer's delivery days and lines the contractor cancelled — the
// figures that warn of, and at last suspend, a contractor who does not report its orders' status.
//   node scripts/contractor-performance.mjs                          (the last 90 days, every contractor)
//   node scripts/contractor-performance.mjs --from 2026-10-01 --to 2026-12-31 --contractor 12
// --from and --to are days (UTC); --to is included. The rules of each figure: apps/server/src/modules/contractor/performance.ts.
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = 'Usage: node scripts/contractor-performance.mjs [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--contractor ID]';
const { args, fail } = readCommandLine({ usage, strings: ['from', 'to', 'contractor'] });
const DAY_MS = 86_400_000;
const day = (text, name) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) fail(`--${name} is a day as YYYY-MM-DD.`);
  return new Date(`${text}T00:00:00Z`);
};
const to = args.to ? new Date(day(args.to, 'to').getTime() + DAY_MS) : new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS);
const from = args.from ? day(args.from, 'from') : new Date(to.getTime() - 90 * DAY_MS);
if (from >= to) fail('--from must be on or before --to.');
const contractorId = args.contractor === undefined ? undefined : Number(args.contractor);
if (contractorId !== undefined && !Number.isInteger(contractorId)) fail('--contractor is the contractor\'s numeric id.');

const percent = (part, whole) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '-');

await runOnDatabase(['apps/server/dist/modules/contractor/performance.js'], async (db, performance) => {
  const rows = await performance.contractorPerformance(db, { from, to, contractorId });
  const period = `${from.toISOString().slice(0, 10)} to ${new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10)}`;
  const out = [`Contractor performance, orders placed ${period}: ${rows.length} contractor(s)`];
  for (const r of rows) {
    const acknowledged = r.acknowledgedInTime + r.acknowledgedLate;
    out.push(
      `${r.contractorName} (id ${r.contractorId}): ${r.orders} order(s); acknowledged within 1 business day ${r.acknowledgedInTime}`
      + ` (${percent(r.acknowledgedInTime, acknowledged + r.notAcknowledged)}), late ${r.acknowledgedLate}, not acknowledged ${r.notAcknowledged};`
      + ` ${r.lines} line(s), shipped on time ${r.shippedOnTime} of ${r.shippedCounted} (${percent(r.shippedOnTime, r.shippedCounted)}),`
      + ` cancelled by the contractor ${r.cancelledLines}`,
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
});
