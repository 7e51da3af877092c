#!/usr/bin/env node
// Changes the status of an order or of one of its lines, for operators and contractor integrations:
//   node scripts/order-status.mjs --order A100001 --status Accepted
//   node scripts/order-status.mjs --order A100001 --status Shipped --carrier UPS --tracking 1Z999AA10123456784
//   node scripts/order-status.mjs --order A100001 --line 2 --status Backordered --estimated 2026-12-15 --note "Factory delay"
//   node scripts/order-status.mjs --order A100001 --status Delivered
// Statuses: Submitted, Accepted, Backordered (needs --estimated), Shipped (needs --carrier and --tracking),
// Delivered, Cancelled; Delivered and Cancelled are final. One transaction updates the order and its lines,
// writes the status history, an audit row and the member's email to the mail outbox (the running server's
// relay sends it). PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default
// ./data/pglite), which only one process may open: stop the server first, or run the server on PostgreSQL.
import { readCommandLine, runOnDatabase } from './operator-cli.mjs';

const usage = [
  'Usage: node scripts/order-status.mjs --order NUMBER --status STATUS [--line N]',
  '         [--estimated DATE] [--carrier NAME --tracking NUMBER] [--note TEXT] [--actor NAME]',
].join('\n');

const { args, fail } = readCommandLine({ usage, strings: ['order', 'status', 'line', 'estimated', 'carrier', 'tracking', 'note'] });
if (!args.order || !args.status) fail('--order and --status are required.');
const lineNumber = args.line === undefined ? undefined : Number(args.line);
if (lineNumber !== undefined && (!Number.isInteger(lineNumber) || lineNumber < 1)) fail('--line must be a line number (1, 2, ...).');

const modules = ['apps/server/dist/modules/orderhistory/status.js', 'apps/server/dist/plugins/mail/member-messages.js'];
await runOnDatabase(modules, async (db, status, messages) => {
  // The member's open tabs learn their unread count from the running server(s) on the same PostgreSQL database.
  const result = await messages.withUnreadPush(db, () => status.changeOrderStatus(db, {
    orderNumber: args.order.trim().toUpperCase(),
    status: args.status.trim(),
    lineNumber,
    estimatedDate: args.estimated,
    carrier: args.carrier,
    trackingNumber: args.tracking,
    note: args.note,
    actor: args.actor,
  }));
  const what = lineNumber === undefined
    ? `Order ${result.orderNumber} is now ${result.orderStatus} (lines changed: ${result.lineNumbers.join(', ') || 'none'}).`
    : `Line ${lineNumber} of order ${result.orderNumber} is now ${args.status.trim()}; the order is ${result.orderStatus}.`;
  process.stdout.write(`${what} The member's email is in the outbox.\n`);
});
