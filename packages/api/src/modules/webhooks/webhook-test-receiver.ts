import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeelEvent } from '@keel/types';

/**
 * A webhook receiver for the tests: a real HTTP server on a free port of
 * 127.0.0.1 that checks each request's `Keel-Signature` with the secret it
 * is given (as a receiver would: README.md § Verifying) and answers what
 * `answer` says (200 unless told).
 */

export interface ReceivedRequest {
  event: KeelEvent;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The signature matched the body under the receiver's secret. */
  signed: boolean;
  at: number;
}

export interface TestReceiver {
  /** `http://localhost:<port>` (a host name: the send-time address check resolves it). */
  url: string;
  received: ReceivedRequest[];
  secret: string;
  /** The status (and headers) of the answer to the n-th request (0-based). */
  answer: (n: number) => { status: number; headers?: Record<string, string> };
  close(): Promise<void>;
}

/** The receiver's side of the signature check: the recipe of README.md § Verifying. */
export function verifySignature(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=') as [string, string]),
  );
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startTestReceiver(): Promise<TestReceiver> {
  const receiver: TestReceiver = {
    url: '',
    received: [],
    secret: '',
    answer: () => ({ status: 200 }),
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const n = receiver.received.length;
      receiver.received.push({
        event: JSON.parse(body) as KeelEvent,
        path: request.url ?? '',
        headers: request.headers,
        body,
        signed: verifySignature(
          receiver.secret,
          String(request.headers['keel-signature'] ?? ''),
          body,
        ),
        at: Date.now(),
      });
      const { status, headers } = receiver.answer(n);
      response.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
      response.end(`answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://localhost:${port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
