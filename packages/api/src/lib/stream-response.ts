import { once, type EventEmitter } from 'node:events';
import type { Response } from 'express';

/**
 * Waits until the response can take more (or the client has gone). One
 * listener each for the whole download: behind the compression middleware
 * `drain` comes from its compressor, where `res.off` cannot reach it.
 */
export function drainWaiter(res: Response): () => Promise<void> {
  let wake: (() => void) | undefined;
  const done = () => {
    wake?.();
    wake = undefined;
  };
  res.on('drain', done);
  res.on('close', done);
  return () =>
    res.destroyed ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
}

/**
 * Lets other requests run between the batches of a long download: SQLite
 * answers synchronously and a local socket drains at once, so without it an
 * export would hold the event loop until its last batch.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Waits for `event` on `emitter` (e.g. a stream's `drain`), or until the
 * response closes (the client has gone); leaves no listener behind either way.
 */
export async function eventOrClose(
  emitter: EventEmitter,
  event: string,
  res: Response,
): Promise<void> {
  const stop = new AbortController();
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  try {
    await Promise.race([
      settled(once(emitter, event, { signal: stop.signal })),
      settled(once(res, 'close', { signal: stop.signal })),
    ]);
  } finally {
    stop.abort();
  }
}
