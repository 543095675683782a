import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineEndpoint, STATIC_BASE_PATH } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../routes';
import { startTestServer, type TestServer } from '../test/test-server';
import { INLINE_COMPRESSION_MAX_BYTES } from './compress';
import { publicAccess } from './permission';
import { route } from './route';
import { preferredEncodings } from './static';

// An endpoint answering more JSON than is compressed in one call; some rows hold
// characters of two, three and four UTF-8 bytes (its length is counted in bytes).
const LARGE_ROWS = Array.from(
  { length: 3000 },
  (_, i) => `row ${i} ${'x'.repeat(i % 40)}${i % 7 === 0 ? ' Björn Łukasz € 🙂' : ''}`,
);
const large = route(
  defineEndpoint({
    method: 'GET',
    path: '/api/test/large',
    summary: 'a large answer',
    tag: 'test',
    public: true,
    response: z.object({ rows: z.array(z.string()) }),
  }),
  publicAccess,
  async () => ({ rows: LARGE_ROWS }),
);

// A built app as the build leaves it: each compressible file with its .br and
// .gz next to it (packages/app/vite.config.ts), plus one file without them.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-static-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Keel</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
function writeWithVariants(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}
fs.mkdirSync(path.join(staticDir, 'assets'));
writeWithVariants(path.join(staticDir, 'index.html'), indexHtml);
writeWithVariants(path.join(staticDir, 'assets', 'app-abc123.js'), script);
writeWithVariants(path.join(staticDir, 'assets', 'app-abc123.css'), `body{margin:0}`.repeat(100));
fs.writeFileSync(path.join(staticDir, 'assets', 'plain-abc123.js'), script);

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded). */
  body: Buffer;
  /** How many pieces the body arrived in. */
  pieces: number;
}

/**
 * A GET of `path` as it is (a URL would have its `%2e%2e` segments resolved
 * first) with exactly the given headers (fetch would add and decode an
 * Accept-Encoding of its own).
 */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            pieces: chunks.length,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(response: RawResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(coding).toBeUndefined();
  return response.body.toString('utf8');
}

const varyOf = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase();

/** The script asset as sent in `coding` (none: the file itself): its type, Vary and its text. */
function expectScript(response: RawResponse, coding: 'br' | 'gzip' | undefined): void {
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe(coding);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(varyOf(response)).toContain('accept-encoding');
  expect(decoded(response)).toBe(script);
}

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ staticDir, routes: [...routes, large] });
  cookie = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('choosing an encoding', () => {
  it('prefers br over gzip whatever the order, and honours q=0 and *', () => {
    expect(preferredEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(preferredEncodings('br;q=0.1, gzip;q=1')).toEqual(['br', 'gzip']);
    expect(preferredEncodings('gzip, br;q=0')).toEqual(['gzip']);
    expect(preferredEncodings('deflate')).toEqual([]);
    expect(preferredEncodings('identity')).toEqual([]);
    expect(preferredEncodings(undefined)).toEqual([]);
    expect(preferredEncodings('*')).toEqual(['br', 'gzip']);
    expect(preferredEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(preferredEncodings('GZIP;Q=0.5')).toEqual(['gzip']);
  });
});

describe('the built app, precompressed', () => {
  const asset = `${STATIC_BASE_PATH}assets/app-abc123.js`;

  it('sends the brotli file to a client that accepts br', async () => {
    const response = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expectScript(response, 'br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 3);
  });

  it('sends the gzip file to a client that accepts gzip only', async () => {
    const response = await rawGet(asset, { 'accept-encoding': 'gzip, br;q=0' });
    expectScript(response, 'gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself without Accept-Encoding, or with identity only', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      expectScript(await rawGet(asset, headers), undefined);
    }
  });

  it('keeps each type: a stylesheet is text/css whichever file is sent', async () => {
    const response = await rawGet(`${STATIC_BASE_PATH}assets/app-abc123.css`, {
      'accept-encoding': 'br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(response)).toBe(`body{margin:0}`.repeat(100));
  });

  it('gives each variant its own ETag and answers a revalidation with 304', async () => {
    const br = await rawGet(asset, { 'accept-encoding': 'br' });
    const gzip = await rawGet(asset, { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await rawGet(asset, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('sends a file the build did not compress as it is', async () => {
    const response = await rawGet(`${STATIC_BASE_PATH}assets/plain-abc123.js`, {
      'accept-encoding': 'br, gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(script);
  });

  it('still refuses a missing asset or a path with `..`, as express.static does', async () => {
    for (const request of [
      'assets/missing.js',
      '..%2F..%2Fpackage.json',
      'assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await rawGet(`${STATIC_BASE_PATH}${request}`, {
        'accept-encoding': 'br, gzip',
      });
      expect([403, 404], request).toContain(response.status);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends index.html precompressed too, never cached, for every page path', async () => {
    for (const [acceptEncoding, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await rawGet(`/projects/browser`, {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varyOf(response)).toContain('accept-encoding');
      expect(decoded(response)).toBe(indexHtml);
    }
  });
});

describe('API answers, compressed on the fly', () => {
  // The OpenAPI document: a large JSON answer anyone may read.
  const large = '/api/openapi.json';

  it('compresses a large JSON answer with br, gzip or not at all, as the client accepts', async () => {
    const plain = await rawGet(large);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(varyOf(plain)).toContain('accept-encoding');
    const document = JSON.parse(plain.body.toString('utf8')) as unknown;
    expect(plain.body.length).toBeGreaterThan(10_000);

    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await rawGet(large, { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(varyOf(response)).toContain('accept-encoding');
      if (coding) expect(response.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decoded(response))).toEqual(document);
    }
  });

  it('compresses a signed-in JSON answer and keeps it uncacheable', async () => {
    const response = await rawGet(`/api/projects/summary?allProjects=true`, {
      cookie,
      'accept-encoding': 'br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(response))).toHaveProperty('total');
  });

  it('compresses an endpoint answer in one piece, with its length', async () => {
    for (const coding of ['br', 'gzip'] as const) {
      const response = await rawGet(`/api/projects/summary?allProjects=true`, {
        cookie,
        'accept-encoding': coding,
      });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(varyOf(response)).toContain('accept-encoding');
      expect(JSON.parse(decoded(response))).toHaveProperty('total');
    }
    const plain = await rawGet(`/api/projects/summary?allProjects=true`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain)).toContain('accept-encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('streams a larger endpoint answer through the compressor', async () => {
    const plain = await rawGet(`/api/test/large`);
    expect(plain.body.length).toBeGreaterThan(INLINE_COMPRESSION_MAX_BYTES);
    for (const coding of ['br', 'gzip'] as const) {
      const response = await rawGet(`/api/test/large`, { 'accept-encoding': coding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(decoded(response)).toBe(plain.body.toString('utf8'));
    }
  });

  it('sends a large answer uncompressed with its length in bytes, its text intact', async () => {
    const plain = await rawGet(`/api/test/large`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.toString('utf8')).toBe(JSON.stringify({ rows: LARGE_ROWS }));
  });

  it('leaves a small answer uncompressed, with Vary', async () => {
    const response = await rawGet(`/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOf(response)).toContain('accept-encoding');
  });

  it('sends a HEAD of a large answer with no coding', async () => {
    const { hostname, port } = new URL(server.url);
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .request(
          {
            hostname,
            port,
            path: '/api/test/large',
            method: 'HEAD',
            headers: { 'accept-encoding': 'br' },
          },
          (res) => {
            res.resume();
            resolve(res.headers);
          },
        )
        .on('error', reject)
        .end();
    });
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('streams the CSV export compressed, a batch at a time, as a valid file', async () => {
    const plain = await rawGet(`/api/projects/export`, { cookie });
    for (const acceptEncoding of ['br', 'gzip']) {
      const response = await rawGet(`/api/projects/export`, {
        cookie,
        'accept-encoding': acceptEncoding,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(acceptEncoding);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['transfer-encoding']).toBe('chunked');
      const text = decoded(response);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text).toBe(plain.body.toString('utf8'));
    }
  });
});

describe('a long CSV export, compressed', () => {
  beforeAll(async () => {
    // 1,200 more projects (copies of a seeded one): three batches of 500 rows.
    const { id: _id, ...template } = await server
      .knex('projects')
      .orderBy('id')
      .first<Record<string, unknown> & { id: number }>();
    const copies = Array.from({ length: 1200 }, (_, i) => ({
      ...template,
      code: `BULK-${String(i).padStart(4, '0')}`,
      name: `Bulk project ${i}`,
    }));
    await server.knex.batchInsert('projects', copies, 100);
  });

  it('arrives in pieces as the batches are written, not all at the end', async () => {
    const response = await rawGet(`/api/projects/export`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const lines = decoded(response).trim().split('\r\n');
    expect(lines.filter((line) => line.startsWith('BULK-'))).toHaveLength(1200);
    // Each batch is flushed through the compressor as it is written.
    expect(response.pieces).toBeGreaterThanOrEqual(3);
  });
});
