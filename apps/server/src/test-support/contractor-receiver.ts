/**
 * A test contractor: a real HTTP server receiving cXML OrderRequests (docs/adr/0032-purchase-orders-out.md). Each
 * request is kept as it came; the answer follows `plan` (HTTP status and cXML Status code, one per request, the
 * last repeated), and an order counts as accepted once per payloadID, as a contractor's system dedupes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  body: string;
  payloadId: string;
  orderId: string;
  contentType: string;
}

export interface Answer {
  http: number;
  cxml?: number;
}

export interface ContractorReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Order ids accepted (2xx), once per payloadID. */
  accepted: () => string[];
  plan: Answer[];
  close(): Promise<void>;
}

const cxmlAnswer = (code: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<cXML payloadID="${Date.now()}.answer@contractor.test" timestamp="${new Date().toISOString()}"><Response><Status code="${code}" text="${code < 300 ? 'OK' : 'Refused'}"/></Response></cXML>`;

/** `delayMs`: how long the contractor takes to answer (a slow system, so two instances' deliveries overlap). */
export async function startContractorReceiver(plan: Answer[] = [{ http: 200, cxml: 200 }], port = 0, delayMs = 0): Promise<ContractorReceiver> {
  const requests: ReceivedRequest[] = [];
  const acceptedPayloads = new Map<string, string>();
  const state = { plan };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const payloadId = /payloadID="([^"]+)"/.exec(body)?.[1] ?? '';
      const orderId = /orderID="([^"]+)"/.exec(body)?.[1] ?? '';
      requests.push({ body, payloadId, orderId, contentType: String(req.headers['content-type'] ?? '') });
      const answer = state.plan[Math.min(requests.length - 1, state.plan.length - 1)] ?? { http: 200, cxml: 200 };
      const code = answer.cxml ?? answer.http;
      if (code >= 200 && code < 300) acceptedPayloads.set(payloadId, orderId);
      setTimeout(() => {
        res.writeHead(answer.http, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(answer.cxml === undefined ? 'not cXML' : cxmlAnswer(answer.cxml));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/cxml/orders`,
    port: actual,
    requests,
    accepted: () => [...acceptedPayloads.values()],
    get plan() {
      return state.plan;
    },
    set plan(next: Answer[]) {
      state.plan = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
