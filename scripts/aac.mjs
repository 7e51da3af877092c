#!/usr/bin/env node
// The AAC registry for operators: add or change an activity address code, and give or take the roles
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
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/aac.mjs save --code AAC [--kind civil|dod] [--agency TEXT] [--name TEXT]',
  '         [--ship-to ADDRESS] [--bill-to ADDRESS] [--funds-control yes|no] [--actor NAME]',
  '       node scripts/aac.mjs assign|remove --code AAC --email EMAIL --role supervisor|funds_approver [--actor NAME]',
  '       node scripts/aac.mjs show --code AAC',
  'ADDRESS is "organization|line1|line2|city|state|zip".',
].join('\n');

const { args, command, fail } = readCommandLine({
  usage,
  commands: ['save', 'assign', 'remove', 'show'],
  strings: ['code', 'kind', 'agency', 'name', 'ship-to', 'bill-to', 'funds-control', 'email', 'role'],
});
if (!args.code) fail('--code is required.');
if ((command === 'assign' || command === 'remove') && (!args.email || !args.role)) fail('--email and --role are required.');
const fundsControl = args['funds-control'] === undefined ? undefined : { yes: true, no: false }[args['funds-control'].toLowerCase()];
if (args['funds-control'] !== undefined && fundsControl === undefined) fail('--funds-control is yes or no.');

await runOnDatabase(['apps/server/dist/modules/aacassignment/registry-admin.js'], async (db, registry) => {
  if (command === 'save') {
    const result = await registry.saveAac(db, {
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
    const result = await registry.setAacRole(db, { code: args.code, email: args.email, role: args.role, remove: command === 'remove', actor: args.actor });
    const done = command === 'assign' ? 'is now' : 'is no longer';
    const already = command === 'assign' ? 'already is' : 'was not';
    process.stdout.write(`${args.email} ${result.changed ? done : already} ${args.role} for AAC ${args.code.toUpperCase()}.\n`);
  }
  const { aac, roles } = await registry.describeAac(db, args.code);
  const address = (a) => [a.organization, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
  process.stdout.write(
    [
      `${aac.code} (${aac.kind}) ${aac.name}, ${aac.agency}${aac.fundsControl ? ', funds control' : ''}`,
      `  ship to: ${address(aac.shipTo)}`,
      `  bill to: ${address(aac.billTo)}`,
      ...(roles.length ? roles.map((r) => `  ${r.role}: ${r.email}`) : ['  no supervisors or funds approvers']),
    ].join('\n') + '\n',
  );
});
