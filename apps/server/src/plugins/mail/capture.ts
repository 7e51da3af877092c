import { type AppDb, schema } from '@advantage/db';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';

/** Reads the parts of a captured message the development mailbox shows (plain-text mail as nodemailer writes it). */
export function parseMessage(raw: string): { from: string; to: string; subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  let body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  // A message with attachments (a purchase order's PDF): the mailbox shows its first text part.
  const boundary = /^multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((p) => p.replace(/^\r?\n/, ''));
    const textPart = parts.find((p) => /^content-type:\s*(text\/plain|multipart\/)/im.test(p.slice(0, Math.max(0, p.search(/\r?\n\r?\n/)))));
    body = textPart ? parseMessage(textPart).text : '';
    return { from: headers.get('from') ?? '', to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text: body };
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: body.replace(/\r\n/g, '\n').trimEnd(),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

/** The embedded SMTP server of the development mode: real SMTP delivery, captured into the database. */
export async function startCaptureServer(db: AppDb, port: number, log: FastifyBaseLogger): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Advantage development mailbox',
    size: 2 * 1024 * 1024,
    logger: false,
    // The mail comes from this machine's own relay: a reverse DNS lookup of 127.0.0.1 per connection only adds delay.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = parseMessage(raw);
        db.insert(schema.mailCaptured)
          .values({ fromAddress: message.from, toAddresses: message.to, subject: message.subject, textBody: message.text, raw })
          .then(
            () => callback(),
            (error: unknown) => {
              log.error({ err: error }, 'could not store a captured message');
              callback(error as Error);
            },
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { port: actual, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
