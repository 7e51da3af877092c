#!/usr/bin/env node
// The AAC registry for operators (issue 12): add or change an activity address code, and give or take the roles
// that approve for it: supervisors decide AAC password requests, funds approvers authorize funds-control carts.
//   node scripts/aac.mjs save --code 36C10X --kind civil --agency "Department of Veterans Affairs" --name "VA Supply" \
//        --ship-to "VA Medical Center|50 Irving Street NW||Washington|DC|20422" [--bill-to "..."] [--funds-control yes]
//   node scripts/aac.mjs save --code 36C10X --funds-control no          (changes only the fields given)
//   node scripts/aac.mjs assign --code 36C10X --email chief@va.gov --role supervisor
//   node scripts/aac.mjs remove --code 36C10X --email chief@va.gov --role funds_approver
//   node scripts/aac.mjs show --code 36C10X
// Addresses are "organization|line1|line2|city|state|zip" (line2 may be empty); a new AAC without --bill-to is
// billed at its ship-to address. Roles go to registered members, found by email. Each change writes an audit row
// in its transaction. PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default
// ./data/pglite), which only one process may open: stop the server first, or run the server on PostgreSQL.
import { parseArgs } from 'node:util';
import { importBuilt, openProjectDatabase } from './open-database.mjs';

const usage = [
  'Usage: node scripts/aac.mjs save --code AAC [--kind civil|dod] [--agency TEXT] [--name TEXT]',
  '         [--ship-to ADDRESS] [--bill-to ADDRESS] [--funds-control yes|no] [--actor NAME]',
  '       node scripts/aac.mjs assign|remove --code AAC --email EMAIL --role supervisor|funds_approver [--actor NAME]',
  '       node scripts/aac.mjs show --code AAC',
  'ADDRESS is "organization|line1|line2|city|state|zip".',
].join('\n');

const fail = (message) => {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'code': { type: 'string' },
      'kind': { type: 'string' },
      'agency': { type: 'string' },
      'name': { type: 'string' },
      'ship-to': { type: 'string' },
      'bill-to': { type: 'string' },
      'funds-control': { type: 'string' },
      'email': { type: 'string' },
      'role': { type: 'string' },
      'actor': { type: 'string', default: 'operator' },
      'help': { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(error.message);
}
const args = parsed.values;
const [command] = parsed.positionals;
if (args.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (!['save', 'assign', 'remove', 'show'].includes(command ?? '') || parsed.positionals.length !== 1) fail('Name one command: save, assign, remove or show.');
if (!args.code) fail('--code is required.');
if ((command === 'assign' || command === 'remove') && (!args.email || !args.role)) fail('--email and --role are required.');
const fundsControl = args['funds-control'] === undefined ? undefined : { yes: true, no: false }[args['funds-control'].toLowerCase()];
if (args['funds-control'] !== undefined && fundsControl === undefined) fail('--funds-control is yes or no.');

const db = await importBuilt('packages/db/dist/index.js');
const registry = await importBuilt('apps/server/dist/modules/aacassignment/registry-admin.js');

const { database } = await openProjectDatabase(db, 2);
try {
  if (command === 'save') {
    const result = await registry.saveAac(database.db, {
      code: args.code,
      kind: args.kind,
      agency: args.agency,
      name: args.name,
      shipTo: args['ship-to'],
      billTo: args['bill-to'],
      fundsControl,
      actor: args.actor,
    });
    process.stdout.write(`AAC ${result.code} ${result.created ? 'added' : 'updated'}.\n`);
  } else if (command === 'assign' || command === 'remove') {
    const result = await registry.setAacRole(database.db, { code: args.code, email: args.email, role: args.role, remove: command === 'remove', actor: args.actor });
    const done = command === 'assign' ? 'is now' : 'is no longer';
    const already = command === 'assign' ? 'already is' : 'was not';
    process.stdout.write(`${args.email} ${result.changed ? done : already} ${args.role} for AAC ${args.code.toUpperCase()}.\n`);
  }
  const { aac, roles } = await registry.describeAac(database.db, args.code);
  const address = (a) => [a.organization, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
  process.stdout.write(
    [
      `${aac.code} (${aac.kind}) ${aac.name}, ${aac.agency}${aac.fundsControl ? ', funds control' : ''}`,
      `  ship to: ${address(aac.shipTo)}`,
      `  bill to: ${address(aac.billTo)}`,
      ...(roles.length ? roles.map((r) => `  ${r.role}: ${r.email}`) : ['  no supervisors or funds approvers']),
    ].join('\n') + '\n',
  );
} catch (error) {
  // Refused changes and unknown AACs or members are the operator's to fix; anything else is a fault.
  const details = Array.isArray(error.details) ? error.details.map((d) => `\n  ${d.field}: ${d.message}`).join('') : '';
  process.stderr.write(`${error.statusCode ? error.message : error.stack}${details}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
