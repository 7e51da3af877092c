#!/usr/bin/env node
// Purchase orders out to the contractors, for operators (docs/adr/0032-purchase-orders-out.md).
//   node scripts/purchase-orders.mjs list [--state pending|sent|refused|failed|cancelled] [--limit N]
//   node scripts/purchase-orders.mjs show --order ORDER-NUMBER|DELIVERY-ID   (attempts, last error, the document sent)
//   node scripts/purchase-orders.mjs retry --order ORDER-NUMBER|DELIVERY-ID  (a refused, failed or waiting one: now)
// `failed` is "not transmitted": every retry for PO_RETRY_HOURS went unanswered; `refused`: the contractor answered
// 4xx (fix the channel or the order with the contractor, then retry). A sent order is never sent again.
// The document shown is the one sent, its SharedSecret withheld. A retry writes an audit row.
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite), which
// only one process may open: stop the server first, or run the server on PostgreSQL.
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/purchase-orders.mjs list [--state pending|sent|refused|failed|cancelled] [--limit N]',
  '       node scripts/purchase-orders.mjs show --order ORDER-NUMBER|DELIVERY-ID',
  '       node scripts/purchase-orders.mjs retry --order ORDER-NUMBER|DELIVERY-ID [--actor NAME]',
].join('\n');

const { args, command, fail } = readCommandLine({ usage, commands: ['list', 'show', 'retry'], strings: ['state', 'limit', 'order'] });
if (command !== 'list' && !args.order) fail('--order is required.');
if (args.limit !== undefined && !/^\d{1,5}$/.test(args.limit)) fail('--limit is a number of deliveries.');

const at = (d) => (d ? new Date(d).toISOString() : '—');

await runOnDatabase(
  ['apps/server/dist/modules/purchaseorders/deliveries-list.js', 'apps/server/dist/modules/purchaseorders/delivery-show.js', 'apps/server/dist/modules/purchaseorders/delivery-retry.js'],
  async (db, lister, shower, retrier) => {
    if (command === 'list') {
      const rows = await lister.listDeliveries(db, { state: args.state, limit: args.limit ? Number(args.limit) : 100 });
      const out = [`${rows.length} purchase order(s)${args.state ? ` ${args.state}` : ''}, newest first:`];
      for (const r of rows) {
        const when = r.state === 'sent' ? `sent ${at(r.deliveredAt)}` : r.state === 'pending' ? `next try ${at(r.nextAttemptAt)}` : r.state === 'failed' ? 'not transmitted' : r.state === 'cancelled' ? 'not sent' : 'refused by the contractor';
        out.push(`  ${r.id}  ${r.orderNumber}${r.kind === 'cancel' ? ' (cancellation)' : r.kind === 'change' ? ' (change)' : ''}  ${r.contractorName} (${r.contractorId})  ${r.state}${r.channel ? ` by ${r.channel}` : ''}  ${r.attempts} attempt(s), ${when}${r.lastError ? `\n      last error: ${r.lastError}` : ''}`);
      }
      process.stdout.write(`${out.join('\n')}\n`);
    } else if (command === 'show') {
      const s = await shower.showDelivery(db, args.order);
      const d = s.delivery;
      const out = [
        `Order ${s.orderNumber} to ${s.contractorName} (contractor ${s.contractorId}): ${d.kind === 'cancel' ? 'cancellation' : d.kind === 'change' ? 'change' : 'delivery'} ${d.id}, ${d.state}${d.channel ? ` by ${d.channel}` : ''}`,
        `  queued ${at(d.createdAt)}, ${d.attempts} attempt(s), ${d.state === 'sent' ? `sent ${at(d.deliveredAt)}` : `next try ${d.state === 'pending' ? at(d.nextAttemptAt) : '— (an operator\'s retry)'}`}`,
        ...(d.lastError ? [`  last error: ${d.lastError}`] : []),
        'Attempts:',
        ...s.attempts.map((a) => `  ${at(a.at)}  ${a.action === 'purchase_order_retry' ? `retry asked by ${a.detail.actor}` : `attempt ${a.detail.attempt} by ${a.detail.channel ?? '—'}: ${a.outcome}, ${a.detail.answer}`}`),
        `Document sent${d.document ? ' (SharedSecret withheld):' : ': none yet'}`,
        ...(d.document ? [d.document] : []),
      ];
      process.stdout.write(`${out.join('\n')}\n`);
    } else {
      const r = await retrier.retryDelivery(db, args.order, args.actor);
      process.stdout.write(`Order ${r.orderNumber} (was ${r.previousState}) is due now; a running server sends it within seconds.\n`);
    }
  },
);
