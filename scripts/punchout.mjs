#!/usr/bin/env node
// Buying organizations of the punchout stores, for operators: the procurement systems that open the
// punchout stores by cXML PunchOutSetupRequest and send OrderRequests.
//   node scripts/punchout.mjs save --code DOL-ARIBA --name "Department of Labor" --store DOLPUNCHOUT \
//        --from NetworkID:AN01000000001 --to NetworkID:AN-ADVANTAGE --sender NetworkID:AN01000000001 \
//        --origins https://s1.ariba.com --email punchout@dol.gov \
//        [--ship-to "name|street|city|state|zip|email|phone"] [--accounting "aac|fund|appropriation|objectClass|project"]
//   node scripts/punchout.mjs save --code DOL-ARIBA --status disabled       (changes only the fields given)
//   node scripts/punchout.mjs rotate-secret --code DOL-ARIBA                 (prints the new secret once)
//   node scripts/punchout.mjs show --code DOL-ARIBA
// A new organization gets a generated shared secret, printed once and kept only hashed; --secret sets one the
// organization's system already has (24 characters or more). Each change writes an audit row (never the secret).
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/punchout.mjs save --code CODE [--name TEXT] [--store ID|NAME] [--from DOMAIN:ID] [--to DOMAIN:ID]',
  '         [--sender DOMAIN:ID] [--origins ORIGIN,...] [--email EMAIL] [--ship-to ADDRESS] [--accounting CODES]',
  '         [--status active|disabled] [--secret SECRET] [--actor NAME]',
  '       node scripts/punchout.mjs rotate-secret --code CODE [--actor NAME]',
  '       node scripts/punchout.mjs show --code CODE',
  'ADDRESS is "name|street|city|state|zip|email|phone"; CODES is "aac|fundCode|appropriation|objectClass|projectJob".',
].join('\n');

const fields = ['code', 'name', 'store', 'from', 'to', 'sender', 'origins', 'email', 'ship-to', 'accounting', 'status', 'secret'];
const { args, command, fail } = readCommandLine({ usage, commands: ['save', 'rotate-secret', 'show'], strings: fields });
if (!args.code) fail('--code is required.');

await runOnDatabase(['apps/server/dist/modules/punchout/organization-admin.js'], async (db, admin) => {
  if (command === 'save') {
    const result = await admin.saveOrganization(db, {
      code: args.code,
      name: args.name,
      store: args.store,
      from: args.from,
      to: args.to,
      sender: args.sender,
      origins: args.origins,
      email: args.email,
      shipTo: args['ship-to'],
      accounting: args.accounting,
      status: args.status,
      secret: args.secret,
      actor: args.actor,
    });
    process.stdout.write(`Buying organization ${result.code} ${result.created ? 'added' : 'updated'}.\n`);
    if (result.secret) process.stdout.write(`SharedSecret (shown once, give it to the organization's system): ${result.secret}\n`);
  } else if (command === 'rotate-secret') {
    const secret = await admin.rotateSecret(db, args.code, args.actor);
    process.stdout.write(`New SharedSecret of ${args.code.toUpperCase()} (shown once; the old one no longer works): ${secret}\n`);
  }
  const o = await admin.describeOrganization(db, args.code);
  const ship = o.defaultShipTo ? [o.defaultShipTo.name, o.defaultShipTo.street, `${o.defaultShipTo.city}, ${o.defaultShipTo.state} ${o.defaultShipTo.postalCode}`].join(', ') : 'none (each OrderRequest must carry its ShipTo)';
  process.stdout.write(
    [
      `${o.code} ${o.name} (store ${o.storeId}, ${o.status}); order confirmations to ${o.email}`,
      `  From ${o.fromDomain}:${o.fromIdentity}  To ${o.toDomain}:${o.toIdentity}  Sender ${o.senderDomain}:${o.senderIdentity}`,
      `  BrowserFormPost origins: ${o.allowedOrigins.join(', ') || 'none (every setup is refused until one is added)'}`,
      `  default ship-to: ${ship}`,
      `  accounting: ${Object.values(o.accounting).filter(Boolean).join(' ') || 'none'}`,
    ].join('\n') + '\n',
  );
});
