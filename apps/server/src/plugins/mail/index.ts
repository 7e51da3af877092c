import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { startCaptureServer } from './capture.js';
import { registerMailbox } from './mailbox.js';
import { pushUnreadCounts } from './member-messages.js';
import { type DbExecutor, enqueueMail, type MailMessage } from './outbox.js';
import { IN_FLIGHT, startRelay } from './relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Queues a message in the outbox (pass the transaction of the change that causes it). */
      enqueue(message: MailMessage, db?: DbExecutor): Promise<void>;
      /** Sends what is due now; tests and request handlers that want quick delivery call it. */
      flush(): Promise<number>;
      /** The embedded capture server's port, when it runs. */
      capturePort: number | undefined;
    };
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  capturePort: number;
  from: string;
  /** The development mailbox pages are never served in production. */
  exposeMailbox: boolean;
  relayIntervalMs?: number;
}

/** Transactional outbox + relay over SMTP; without SMTP_URL, an embedded SMTP server captures the mail. */
export default fp<MailPluginOptions>(
  async (app, opts) => {
    const capture = opts.smtpUrl ? undefined : await startCaptureServer(app.db, opts.capturePort, app.log);
    // Pooled: a connection per message cost ~120 ms each (bench/mail-relay.mjs); the relay keeps IN_FLIGHT busy.
    const pool = { pool: true, maxConnections: IN_FLIGHT };
    const transport = nodemailer.createTransport(
      opts.smtpUrl ? { url: opts.smtpUrl, ...pool } : { host: '127.0.0.1', port: capture?.port ?? opts.capturePort, secure: false, ignoreTLS: true, ...pool },
    );
    const relay = startRelay({ db: app.db, transport, from: opts.from, log: app.log, ...(opts.relayIntervalMs ? { intervalMs: opts.relayIntervalMs } : {}) });

    app.decorate('mail', {
      enqueue: (message: MailMessage, db: DbExecutor = app.db) => enqueueMail(db, message),
      flush: relay.flush,
      capturePort: capture?.port,
    });
    if (capture && opts.exposeMailbox) registerMailbox(app);
    pushUnreadCounts(app);

    app.addHook('onClose', async () => {
      await relay.stop();
      transport.close();
      await capture?.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
