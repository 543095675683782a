import type { RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { settledCommits } from '../db/durable-commits';

/**
 * No answer leaves before the process's commits made before it are on disk
 * (SQLite; db/durable-commits.ts): a response's end waits for the WAL's sync
 * under way, which every commit so far has joined. A write is answered only
 * once it would survive a power loss, and no read shows a commit of this
 * process a power loss could still take back. A sync that fails ends the response's connection
 * instead (the client is never told the write succeeded). What a streaming
 * answer writes before its end (a download's rows) is not held.
 */
export function answerOnceDurable(knex: Knex): RequestHandler {
  return (_req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const waiting = settledCommits(knex);
      if (!waiting) return end(...args);
      waiting.then(
        () => end(...args),
        (error: unknown) => res.destroy(error as Error),
      );
      return res;
    }) as Response['end'];
    next();
  };
}
