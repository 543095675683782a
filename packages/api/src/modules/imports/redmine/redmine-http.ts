import http from 'node:http';
import https from 'node:https';
import { APP_VERSION } from '@keel/types';
import { OUTBOUND_REFUSED, pinnedLookup, refusedLiteralHost } from '../../../lib/outbound-address';

/**
 * One GET of a Redmine server (README.md § Reading): over `node:http(s)`
 * rather than `fetch`, because Node 20's `fetch` takes no `lookup` without
 * the `undici` package, and the connection must go to the address
 * `pinnedLookup` checked (the rule webhooks follow, `lib/outbound-address.ts`).
 * `AbortSignal.timeout` bounds the whole exchange; the answer's body is read
 * up to `maxBytes`. Redirects are not followed: the caller names the
 * `Location` so the user can give that address instead.
 */

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 8 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Why no answer came: the address is refused, the time ran out, the network failed, or the body was too large. */
export type HttpFailureKind = 'refused' | 'timeout' | 'network' | 'tooLarge';

export class HttpFailure extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

export interface HttpGetSettings {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export function httpGet(
  url: URL,
  headers: Record<string, string>,
  settings: HttpGetSettings,
): Promise<HttpAnswer> {
  const refused = refusedLiteralHost(url, settings.allowPrivate);
  if (refused) return Promise.reject(new HttpFailure('refused', refused));
  const secure = url.protocol === 'https:';
  const signal = AbortSignal.timeout(settings.timeoutMs);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const fail = (error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === OUTBOUND_REFUSED) reject(new HttpFailure('refused', (error as Error).message));
      else if (signal.aborted)
        reject(new HttpFailure('timeout', `no answer within ${settings.timeoutMs / 1000} s`));
      else reject(new HttpFailure('network', (error as Error).message || String(code)));
    };
    const request = (secure ? https : http).request(
      url,
      {
        method: 'GET',
        agent: secure ? agents.https : agents.http,
        lookup: pinnedLookup(settings.allowPrivate),
        signal,
        headers: {
          Accept: 'application/json',
          'User-Agent': `Keel-Import/${APP_VERSION}`,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > settings.maxBytes) {
            response.destroy();
            reject(
              new HttpFailure('tooLarge', `the answer is larger than ${settings.maxBytes} bytes`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', fail);
    request.end();
  });
}
