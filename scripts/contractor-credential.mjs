#!/usr/bin/env node
// Contractor credentials, for operators (docs/adr/0029-contractor-uploads.md): what a contractor's system presents
// on the contractor endpoints (POST /contractor/catalog and its report) as `Authorization: Bearer <token>`.
//   node scripts/contractor-credential.mjs issue --contractor UEI|ID --name "catalog feed"   (prints the token once)
//   node scripts/contractor-credential.mjs revoke --id CREDENTIAL-ID
//   node scripts/contractor-credential.mjs list --contractor UEI|ID
// The secret is generated, printed once and kept only hashed; a lost one is revoked and a new credential issued.
// Each issue and revoke writes an audit row (never the secret).
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/contractor-credential.mjs issue --contractor UEI|ID --name LABEL [--actor NAME]',
  '       node scripts/contractor-credential.mjs revoke --id CREDENTIAL-ID [--actor NAME]',
  '       node scripts/contractor-credential.mjs list --contractor UEI|ID',
].join('\n');

const { args, command, fail } = readCommandLine({ usage, commands: ['issue', 'revoke', 'list'], strings: ['contractor', 'name', 'id'] });
if (command !== 'revoke' && !args.contractor) fail('--contractor is required.');
if (command === 'issue' && !args.name) fail('--name is required.');
if (command === 'revoke' && !args.id) fail('--id is required.');

await runOnDatabase(['apps/server/dist/modules/contractor/credentials.js'], async (db, credentials) => {
  if (command === 'issue') {
    const issued = await credentials.issueCredential(db, { contractor: args.contractor, name: args.name, actor: args.actor });
    process.stdout.write(
      [
        `Credential ${issued.id} "${issued.name}" issued to ${issued.contractor.name} (UEI ${issued.contractor.uei}).`,
        `Token (shown once; the contractor's system sends "Authorization: Bearer <token>"): ${issued.token}`,
      ].join('\n') + '\n',
    );
  } else if (command === 'revoke') {
    await credentials.revokeCredential(db, args.id, args.actor);
    process.stdout.write(`Credential ${args.id} revoked: it is refused from now on.\n`);
  } else {
    const { contractor, credentials: rows } = await credentials.listCredentials(db, args.contractor);
    const out = [`${contractor.name} (UEI ${contractor.uei}): ${rows.length} credential(s)`];
    for (const c of rows) {
      const state = c.revokedAt ? `revoked ${c.revokedAt.toISOString()}` : `in use, last used ${c.lastUsedAt?.toISOString() ?? 'never'}`;
      out.push(`  ${c.id} "${c.name}" issued ${c.createdAt.toISOString()} by ${c.createdBy}; ${state}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }
});
