import pg from 'pg';

export interface NotificationChannel {
  /** Sends a payload (at most 7,900 bytes) to every listener of the channel, this one included. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (docs/architecture.md, Scale-out: WebSocket fan-out across
 * instances). A lost connection is reopened; notifications sent while it was down are lost, which the
 * callers accept (a cart update is also read on the next page load).
 */
export async function openNotificationChannel(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: Error) => void = () => {},
): Promise<NotificationChannel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  // One query at a time on the connection: pg refuses to queue overlapping calls on a client in future versions.
  let tail: Promise<unknown> = Promise.resolve();

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', (error) => {
      onError(error);
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(onError), RECONNECT_MS).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  }
  await connect();

  return {
    async notify(payload) {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error('Notification payload too large');
      const c = client;
      if (!c) throw new Error('The notification channel is reconnecting');
      const sent = tail.then(() => c.query('SELECT pg_notify($1, $2)', [channel, payload]));
      tail = sent.catch(() => {});
      await sent;
    },
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      await c?.end();
    },
  };
}
