#!/usr/bin/env node
// Contractors' order channels, for operators (docs/adr/0032-purchase-orders-out.md): how a placed order reaches
// the contractor. Without a channel a contractor gets each order by email at its catalog address.
//   node scripts/contractor-channel.mjs set-cxml --contractor UEI|ID --url https://orders.example.com/cxml \
//        --from NetworkID:AN-ADVANTAGE --to NetworkID:AN01000000009 --sender NetworkID:AN-ADVANTAGE  < secret.txt
//   node scripts/contractor-channel.mjs set-email --contractor UEI|ID --email orders@contractor.example
//   node scripts/contractor-channel.mjs show --contractor UEI|ID
//   node scripts/contractor-channel.mjs clear --contractor UEI|ID      (back to email at the catalog address)
// The cXML shared secret is the contractor's to give and ours to SEND, so it is kept encrypted with CHANNEL_SECRET_KEY
// (development: the key in $DATA_DIR/channel-secret-key). It is read from standard input or CONTRACTOR_SHARED_SECRET,
// never from the command line (which other users of the machine can see), and never printed.
// Plain http endpoints are refused except to localhost/127.0.0.1 (or with PO_ALLOW_HTTP=1 outside production).
// Each change writes an audit row (never the secret).
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { join, resolve } from 'node:path';
import { importBuilt } from './open-database.mjs';
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/contractor-channel.mjs set-cxml --contractor UEI|ID --url URL --from DOMAIN:ID --to DOMAIN:ID --sender DOMAIN:ID [--actor NAME]',
  '         (the shared secret on standard input, or in CONTRACTOR_SHARED_SECRET)',
  '       node scripts/contractor-channel.mjs set-email --contractor UEI|ID --email ADDRESS [--actor NAME]',
  '       node scripts/contractor-channel.mjs show --contractor UEI|ID',
  '       node scripts/contractor-channel.mjs clear --contractor UEI|ID [--actor NAME]',
].join('\n');

const { args, command, fail } = readCommandLine({ usage, commands: ['set-cxml', 'set-email', 'show', 'clear'], strings: ['contractor', 'url', 'from', 'to', 'sender', 'email'] });
if (!args.contractor) fail('--contractor is required.');

function credential(option) {
  const value = args[option] ?? '';
  const colon = value.indexOf(':');
  if (colon < 1) fail(`--${option} is DOMAIN:IDENTITY, e.g. NetworkID:AN01000000001.`);
  return { domain: value.slice(0, colon), identity: value.slice(colon + 1) };
}

async function readSecret() {
  if (process.env.CONTRACTOR_SHARED_SECRET) return process.env.CONTRACTOR_SHARED_SECRET;
  if (process.stdin.isTTY) fail('Give the shared secret on standard input or in CONTRACTOR_SHARED_SECRET.');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

let input;
if (command === 'set-cxml') {
  const [from, to, sender] = [credential('from'), credential('to'), credential('sender')];
  input = {
    kind: 'cxml', endpointUrl: args.url ?? '', fromDomain: from.domain, fromIdentity: from.identity, toDomain: to.domain, toIdentity: to.identity,
    senderDomain: sender.domain, senderIdentity: sender.identity, sharedSecret: await readSecret(),
  };
} else if (command === 'set-email') {
  input = { kind: 'email', email: args.email ?? '' };
}

const { channelSecretKey } = await importBuilt('apps/server/dist/config.js');
const dataDir = resolve(process.env.DATA_DIR ?? join(new URL('..', import.meta.url).pathname, 'data'));
const secretKey = channelSecretKey(process.env, dataDir);
const allowHttp = ['1', 'true'].includes(process.env.PO_ALLOW_HTTP ?? '') && process.env.NODE_ENV !== 'production';

await runOnDatabase(
  ['apps/server/dist/modules/purchaseorders/channel-set.js', 'apps/server/dist/modules/purchaseorders/channel-show.js', 'apps/server/dist/modules/purchaseorders/channel-clear.js'],
  async (db, setter, shower, clearer) => {
    if (input) {
      const done = await setter.setChannel(db, { contractor: args.contractor, input, actor: args.actor, secretKey, allowHttp });
      process.stdout.write(`${done.contractor.name} (UEI ${done.contractor.uei}) now receives its orders by ${done.kind === 'cxml' ? `cXML OrderRequest at ${input.endpointUrl}` : `email to ${input.email}`}.\n`);
    } else if (command === 'clear') {
      const contractor = await clearer.clearChannel(db, args.contractor, args.actor);
      process.stdout.write(`${contractor.name} (UEI ${contractor.uei}) receives its orders by email at ${contractor.email} again.\n`);
    } else {
      const c = await shower.showChannel(db, args.contractor);
      const who = `${c.contractor.name} (UEI ${c.contractor.uei}, contractor ${c.contractor.id})`;
      const out = c.kind === 'email'
        ? [`${who}: orders by email to ${c.email}${c.isDefault ? ' (its catalog address: no channel set)' : ''}`]
        : [
            `${who}: orders by cXML OrderRequest to ${c.endpointUrl}`,
            `  From ${c.fromDomain}:${c.fromIdentity}  To ${c.toDomain}:${c.toIdentity}  Sender ${c.senderDomain}:${c.senderIdentity}`,
            `  Shared secret: ${c.secretKept ? 'kept (encrypted; never shown)' : 'missing'}`,
          ];
      if (!c.isDefault) out.push(`  Set by ${c.updatedBy} at ${c.updatedAt.toISOString()}`);
      process.stdout.write(`${out.join('\n')}\n`);
    }
  },
);
