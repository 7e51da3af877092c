#!/usr/bin/env node
// A state or local member's supervisor and limit per order, recorded by the agency administrator (ADR 0022): the
// member's own eligibility form cannot set or change either. In the app, the member's supervisor changes the limit
// (state/member_limits, ADR 0027).
//   node scripts/state-limit.mjs set --email purchasing@springfield.il.us --supervisor supervisor@springfield.il.us --limit 2500 [--actor NAME]
// Without --limit the member has none stated (the highest limit). Both are registered state or local members; the
// member has validated their eligibility. The change writes an audit row (who, from what, to what) in its
// transaction. PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (stop the server).
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = 'Usage: node scripts/state-limit.mjs set --email EMAIL --supervisor EMAIL [--limit DOLLARS] [--actor NAME]';
const { args, fail } = readCommandLine({ usage, commands: ['set'], strings: ['email', 'supervisor', 'limit'] });
if (!args.email || !args.supervisor) fail('--email and --supervisor are required.');

await runOnDatabase(['apps/server/dist/modules/state/limit-admin.js'], async (db, admin) => {
  const result = await admin.setStateLimit(db, { memberEmail: args.email, supervisorEmail: args.supervisor, purchaseLimit: args.limit, actor: args.actor });
  const limit = result.limitCents === null ? 'none stated' : `$${(result.limitCents / 100).toFixed(2)} per order`;
  process.stdout.write(`${args.email}: supervisor ${result.supervisorEmail}, limit ${limit}.\n`);
});
