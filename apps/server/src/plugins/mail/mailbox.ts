import { schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The development mailbox: what the embedded SMTP server received, newest first (embedded mode only). */
export function registerMailbox(app: FastifyInstance): void {
  // The newest 200, or the newest 200 to one address (`?to=`): a test or trainer looking for one member's mail
  // finds it however much other members received meanwhile (a funds request mails every approver of the AAC).
  const list = (to?: string) =>
    app.db
      .select()
      .from(schema.mailCaptured)
      .where(to ? eq(schema.mailCaptured.toAddresses, to) : undefined)
      .orderBy(desc(schema.mailCaptured.receivedAt))
      .limit(200);

  app.get<{ Querystring: { to?: unknown } }>('/dev/mailbox/messages.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { to } = request.query;
    const rows = await list(typeof to === 'string' && to !== '' ? to : undefined);
    return rows.map((m) => ({ id: m.id, from: m.fromAddress, to: m.toAddresses, subject: m.subject, text: m.textBody, receivedAt: m.receivedAt }));
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (m) => `<li class="usa-collection__item"><div class="usa-collection__body">
<h2 class="usa-collection__heading">${escapeHtml(m.subject)}</h2>
<p class="usa-collection__description">To ${escapeHtml(m.toAddresses)} · from ${escapeHtml(m.fromAddress)} · ${m.receivedAt.toISOString()}</p>
<pre class="adv-mail">${escapeHtml(m.textBody)}</pre></div></li>`,
      )
      .join('\n');
    reply.header('Cache-Control', 'no-store').type('text/html');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox – GSA Advantage</title></head>
<body><main id="main-content"><h1>Development mailbox</h1>
<p>Messages sent by this marketplace in its embedded mode, captured by its local SMTP server (${rows.length}).</p>
<ul class="usa-collection">${items || '<li>No messages yet.</li>'}</ul></main></body></html>`;
  });
}
