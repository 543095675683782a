import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { preferredEncodings } from './static';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The brotli quality of answers compressed on the fly: fast (as `compression` defaults to). */
const BROTLI_QUALITY = 4;

/**
 * Compresses a response on the fly as the request's `Accept-Encoding`
 * allows: brotli at a fast quality (4), else gzip, else none; always with
 * `Vary: Accept-Encoding`. A streamed answer calls `res.flush()` after each
 * part so the client gets it at once (the CSV export does). Mounted on the
 * routes that stream or send files (the raw routes) and taken up by the
 * error answers and the largest JSON answers; the built app is not compressed
 * here: its files were compressed at build time (lib/static.ts).
 *
 * An endpoint's JSON answer (`sendJson`) does without it: the middleware
 * wraps every response it sees (its write, end and headers, a close
 * listener) whether it compresses or not, about 30 µs of a 60 µs request on
 * a small answer, and its compressing stream hands each answer to the
 * thread pool, three times the CPU time of compressing the text in one call.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
}

const streamCompression = compressResponses();
const compressing = new WeakSet<Response>();

/**
 * Compresses what `res` sends from now on, as `compressResponses` would
 * have (its headers not sent yet); once per response (an error answer after
 * a raw route took it up is not wrapped twice).
 */
export function compressFromHere(req: Request, res: Response): void {
  if (compressing.has(res)) return;
  compressing.add(res);
  streamCompression(req, res, () => undefined);
}

/** Sends what a streamed answer has written so far through the compressor. */
export function flushCompressed(res: { flush?: () => void }): void {
  res.flush?.();
}

/**
 * The largest JSON answer compressed in one call on the event loop (about
 * 0.2 ms of brotli at quality 4); a larger one streams through the
 * compressor in the thread pool instead, not holding up other requests.
 */
export const INLINE_COMPRESSION_MAX_BYTES = 64 * 1024;

/** `Cache-Control: no-transform` forbids changing the coding (as `compression` honours it). */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The coding to send `bytes` of JSON in: null for none (`compression`'s conditions). */
function codingFor(req: Request, res: Response, bytes: number): 'br' | 'gzip' | null {
  if (bytes < COMPRESSION_THRESHOLD_BYTES || req.method === 'HEAD') return null;
  if (res.getHeader('Content-Encoding') !== undefined) return null;
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  return preferredEncodings(req.headers['accept-encoding'])[0] ?? null;
}

function compressText(input: Buffer, coding: 'br' | 'gzip'): Buffer {
  return coding === 'br'
    ? brotliCompressSync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzipSync(input);
}

/** Arrays of at least this many objects are encoded in pieces (`jsonBytes`). */
const CHUNKED_ARRAY_LENGTH = 64;

/** An object of no class and without `toJSON`: JSON.stringify writes its keys as they are. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

/**
 * Elements stringified and encoded together: a piece per element cost a
 * Buffer each (on a timeline of 5,000 elements, per-element pieces took
 * 6.4 ms against 3.7 for one whole stringify); 64 a piece keeps each text
 * short enough to stay flat (3.6 ms).
 */
const ELEMENTS_PER_PIECE = 64;

/** Long enough to be encoded in pieces, before its elements are looked at. */
const mayBeLongList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length >= CHUNKED_ARRAY_LENGTH;

/** A long array, every element (no hole) a plain record. */
function isLongRecordArray(value: unknown): value is Record<string, unknown>[] {
  if (!mayBeLongList(value)) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  for (let i = 0; i < value.length; i += 1) if (!isPlainRecord(value[i])) return false;
  return true;
}

/**
 * `Buffer.from(JSON.stringify(value))`, byte for byte, in about half the
 * time on a long list. V8 builds a long JSON text as a chain of pieces, which
 * must be copied into one string before it is encoded, and the UTF-8 encoding
 * of a long string goes a character at a time: on the 270 KB of a 500-card
 * board, 1 ms to stringify, 1.4 ms to join the pieces, 1.1 ms to encode.
 * The long arrays of objects of a plain object (a list's `items`) are
 * stringified and encoded a few elements at a time instead
 * (`ELEMENTS_PER_PIECE`), and the bytes joined once; anything else (a value with `toJSON`, an array with holes or of other
 * values) is stringified whole, as before.
 */
export function jsonBytes(value: unknown): Buffer {
  // Most answers hold no long list: one stringify, not one per key.
  if (!isPlainRecord(value) || !Object.values(value).some(mayBeLongList))
    return Buffer.from(JSON.stringify(value));
  const parts: Buffer[] = [];
  let text = '{';
  let comma = '';
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (isLongRecordArray(item)) {
      text += `${comma}${JSON.stringify(key)}:[`;
      for (let start = 0; start < item.length; start += ELEMENTS_PER_PIECE) {
        // `[a,b,…]` without its brackets: the elements, comma-separated.
        const piece = JSON.stringify(item.slice(start, start + ELEMENTS_PER_PIECE));
        parts.push(Buffer.from(text + piece.slice(1, -1)));
        text = ',';
      }
      text = ']';
    } else {
      // JSON.stringify calls a value's toJSON with its key, which a value stringified alone would not get.
      if (typeof (item as { toJSON?: unknown } | null)?.toJSON === 'function')
        return Buffer.from(JSON.stringify(value));
      const json = JSON.stringify(item) as string | undefined;
      // undefined, a function or a symbol: JSON.stringify leaves the key out.
      if (json === undefined) continue;
      text += `${comma}${JSON.stringify(key)}:${json}`;
    }
    comma = ',';
  }
  parts.push(Buffer.from(`${text}}`));
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/**
 * Sends an endpoint's answer as JSON, as `res.json` would but without its
 * ETag: Express hashes every body it sends for one (a SHA-1 over the ~20 KB
 * of a page of quotes), and an API answer is `Cache-Control: no-store`, so
 * nothing ever revalidates it. Compressed as `compressResponses` would (from
 * 1 KB, br or gzip as accepted, `Vary: Accept-Encoding` always), in one call
 * with its `Content-Length` up to `INLINE_COMPRESSION_MAX_BYTES`, through
 * the streaming compressor above that.
 */
export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  // Encoded once: `Buffer.byteLength` and then `res.end(text)` walked the text twice
  // (about 1 ms each on the 270 KB of a 500-card board).
  sendJsonBytes(req, res, status, jsonBytes(body));
}

/** `sendJson` of an answer already encoded (`jsonBytes`). */
export function sendJsonBytes(req: Request, res: Response, status: number, data: Buffer): void {
  const bytes = data.length;
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  const coding = codingFor(req, res, bytes);
  if (coding && bytes > INLINE_COMPRESSION_MAX_BYTES) {
    res.setHeader('Content-Length', bytes);
    compressFromHere(req, res);
    res.end(data);
    return;
  }
  if (coding) {
    const compressed = compressText(data, coding);
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', compressed.length);
    res.end(compressed);
    return;
  }
  res.setHeader('Content-Length', bytes);
  res.end(data);
}
