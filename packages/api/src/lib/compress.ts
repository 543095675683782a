import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV, the API docs' assets) on the fly as the
 * request's `Accept-Encoding` allows: brotli at a fast quality (4), else gzip,
 * else none; always with `Vary: Accept-Encoding`. The built app is not
 * compressed here: its files were compressed at build time (lib/static.ts).
 * A streamed answer calls `res.flush()` after each part so the client gets it
 * at once (the CSV export does).
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
}

/** Sends what a streamed answer has written so far through the compressor. */
export function flushCompressed(res: { flush?: () => void }): void {
  res.flush?.();
}
