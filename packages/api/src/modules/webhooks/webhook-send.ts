import http from 'node:http';
import https from 'node:https';
import { APP_VERSION } from '@keel/types';
import { OUTBOUND_REFUSED, pinnedLookup, refusedLiteralHost } from '../../lib/outbound-address';
import { signatureHeader } from './webhook-secrets';

/**
 * One HTTP attempt of a delivery (README.md § Sending): a POST of the
 * event's JSON, signed, over keep-alive connections, to an address checked
 * at connect time (`pinnedLookup`); redirects are not followed (a 3xx is a
 * failure), a 2xx is delivered, anything else, a timeout or a refused
 * address is a failure.
 */

const agents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};
/** Kept of an answer's body for the log. */
export const RESPONSE_EXCERPT_CHARS = 2048;
const RESPONSE_READ_BYTES = 64 * 1024;

export interface AttemptResult {
  delivered: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  requestHeaders: Record<string, string>;
  responseExcerpt: string | null;
}

export interface SendInput {
  url: string;
  secret: string;
  body: string;
  eventPublicId: string;
  eventType: string;
  deliveryId: number;
  /** Epoch ms of the attempt (the signature's timestamp). */
  at: number;
}

export function requestHeaders(input: SendInput): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': `Keel-Webhooks/${APP_VERSION}`,
    'Keel-Event': input.eventType,
    'Keel-Event-Id': input.eventPublicId,
    'Keel-Delivery': String(input.deliveryId),
    'Keel-Signature': signatureHeader(input.secret, input.body, Math.floor(input.at / 1000)),
  };
}

export function sendAttempt(
  input: SendInput,
  settings: { allowPrivate: boolean; timeoutMs: number },
): Promise<AttemptResult> {
  const headers = requestHeaders(input);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, responseCode: number | null = null): AttemptResult => ({
    delivered: false,
    responseCode,
    durationMs: elapsed(),
    error,
    requestHeaders: headers,
    responseExcerpt: null,
  });
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve(failed('The URL is not valid'));
  }
  const refused = refusedLiteralHost(url, settings.allowPrivate);
  if (refused) return Promise.resolve(failed(`Refused: ${refused}`));
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        lookup: pinnedLookup(settings.allowPrivate),
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(input.body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < RESPONSE_READ_BYTES) chunks.push(chunk);
          read += chunk.length;
        });
        response.on('error', () => undefined);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
          const delivered = status >= 200 && status < 300;
          finish({
            delivered,
            responseCode: status,
            durationMs: elapsed(),
            error: delivered
              ? null
              : status >= 300 && status < 400
                ? `Redirect to ${response.headers.location ?? '(no location)'} not followed`
                : `The receiver answered ${status}`,
            requestHeaders: headers,
            responseExcerpt: excerpt,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      finish(failed(`No answer within ${settings.timeoutMs / 1000} s`));
      request.destroy();
    }, settings.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(failed(error.code === OUTBOUND_REFUSED ? `Refused: ${error.message}` : error.message));
    });
    request.end(input.body);
  });
}
