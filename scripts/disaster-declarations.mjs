#!/usr/bin/env node
// FEMA's disaster declarations for Disaster Purchasing orders (ADR 0022): once a list is loaded, an order citing a
// declaration must cite one on it (with the right state, when it names one).
//   node scripts/disaster-declarations.mjs load --file declarations.csv [--actor NAME]
// One declaration a line: number,state,declared on (YYYY-MM-DD or empty),title — for example
//   DR-4673,FL,2022-09-29,Hurricane Ian
// A load replaces the whole list (an empty file empties it, and then only the number's form is checked); a bad line
// refuses the load. PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (stop the server).
import { readFileSync } from 'node:fs';
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = 'Usage: node scripts/disaster-declarations.mjs load --file FILE [--actor NAME]';
const { args, fail } = readCommandLine({ usage, commands: ['load'], strings: ['file'] });
if (!args.file) fail('--file is required.');
let text;
try {
  text = readFileSync(args.file, 'utf8');
} catch (error) {
  fail(`Cannot read ${args.file}: ${error.message}`);
}

await runOnDatabase(['apps/server/dist/modules/state/declarations-admin.js'], async (db, admin) => {
  const { count } = await admin.loadDeclarations(db, text, args.actor);
  process.stdout.write(`${count} disaster declaration${count === 1 ? '' : 's'} loaded.\n`);
});
