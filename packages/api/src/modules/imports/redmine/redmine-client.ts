import { z } from 'zod';
import { AppError, ValidationError } from '../../../lib/errors';
import { refusedUrl } from '../../../lib/outbound-address';
import { HttpFailure, httpGet, type HttpAnswer } from './redmine-http';
import { PagingSchema } from './redmine-shapes';

/**
 * A reader of one Redmine server's REST API (README.md § Reading): every
 * request carries `X-Redmine-API-Key`, is given `timeoutMs`, and is tried up
 * to `tries` times when the server is busy or failing (429, 5xx) or the
 * network fails (waiting `retryDelaysMs`, or the server's `Retry-After` up to
 * `maxRetryAfterMs`); collections are read page by page (`offset`, `limit`
 * up to 100, until `total_count`). What stops the read is a 400 naming the
 * input that is wrong (`url`: refused, unreachable, not Redmine, redirected;
 * `apiKey`: 401, 403), or a 502 naming `url` when the server kept failing.
 */

export interface RedmineClientSettings {
  allowPrivate: boolean;
  timeoutMs: number;
  tries: number;
  /** The wait before the 2nd, 3rd... try (the last one repeats). */
  retryDelaysMs: readonly number[];
  /** The longest `Retry-After` honoured (a longer one is cut to this). */
  maxRetryAfterMs: number;
  /** Largest answer read, in bytes. */
  maxBytes: number;
  /** Redmine's own maximum page size. */
  pageSize: number;
  /** Requests in flight at once when many single records are read (journals, users). */
  concurrency: number;
}

export const REDMINE_CLIENT_DEFAULTS: Omit<RedmineClientSettings, 'allowPrivate'> = {
  timeoutMs: 15_000,
  tries: 3,
  retryDelaysMs: [1_000, 3_000],
  maxRetryAfterMs: 30_000,
  maxBytes: 32 * 1024 * 1024,
  pageSize: 100,
  concurrency: 4,
};

/** A refusal by the server that a reader may step over (403 or 404 of an optional read). */
export class RedmineRefusal extends ValidationError {
  constructor(
    readonly redmineStatus: number,
    field: 'url' | 'apiKey',
    text: string,
  ) {
    super({ [field]: [text] }, `${field}: ${text}`);
  }
}

function inputError(field: 'url' | 'apiKey', text: string): ValidationError {
  return new ValidationError({ [field]: [text] }, `${field}: ${text}`);
}

/** The server's address as the import keeps it: no query, no fragment, no trailing slash. */
export function redmineBaseUrl(raw: string, allowPrivate: boolean): string {
  const refused = refusedUrl(raw.trim(), allowPrivate);
  if (refused) throw inputError('url', refused.replace(/^url /, ''));
  const url = new URL(raw.trim());
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Retry-After` as milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type Query = Record<string, string | number | undefined>;

export interface RedmineClient {
  readonly baseUrl: string;
  readonly settings: RedmineClientSettings;
  /** One answer, parsed with `schema`. */
  get<S extends z.ZodType>(path: string, query: Query, schema: S): Promise<z.output<S>>;
  /** Every item of a paged collection (`key` names the list in the answer). */
  pages<S extends z.ZodType>(
    path: string,
    key: string,
    query: Query,
    item: S,
  ): AsyncGenerator<z.output<S>[]>;
}

export function redmineClient(
  rawUrl: string,
  apiKey: string,
  settings: RedmineClientSettings,
): RedmineClient {
  const baseUrl = redmineBaseUrl(rawUrl, settings.allowPrivate);
  const where = (path: string) => `${baseUrl}${path}`;

  async function answerOf(url: URL, path: string): Promise<HttpAnswer> {
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= settings.tries;
      const backoff =
        settings.retryDelaysMs[Math.min(attempt - 1, settings.retryDelaysMs.length - 1)] ?? 0;
      let answer: HttpAnswer;
      try {
        answer = await httpGet(url, { 'X-Redmine-API-Key': apiKey }, settings);
      } catch (error) {
        if (!(error instanceof HttpFailure)) throw error;
        if (error.kind === 'refused') throw inputError('url', error.message);
        if (error.kind === 'tooLarge' || last)
          throw inputError(
            'url',
            `${where(path)} could not be read after ${attempt} tries: ${error.message}`,
          );
        await sleep(backoff);
        continue;
      }
      if (answer.status !== 429 && answer.status < 500) return answer;
      if (last) {
        const text = `the Redmine server at ${baseUrl} kept answering ${answer.status} to ${path} (${attempt} tries)`;
        throw new AppError(502, `url: ${text}`, { url: [text] });
      }
      const asked = retryAfterMs(headerOf(answer, 'retry-after'));
      await sleep(asked === null ? backoff : Math.min(asked, settings.maxRetryAfterMs));
    }
  }

  async function get<S extends z.ZodType>(
    path: string,
    query: Query,
    schema: S,
  ): Promise<z.output<S>> {
    const url = new URL(where(path));
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const answer = await answerOf(url, path);
    if (answer.status === 401)
      throw new RedmineRefusal(
        401,
        'apiKey',
        `the Redmine server at ${baseUrl} refused the key (401)`,
      );
    if (answer.status === 403)
      throw new RedmineRefusal(
        403,
        'apiKey',
        `the key may not read ${path} (403): is the REST API on (Administration → Settings → API), and may the key's user see it?`,
      );
    if (answer.status === 404)
      throw new RedmineRefusal(
        404,
        'url',
        `${where(path)} was not found (404): is it a Redmine server?`,
      );
    if (answer.status >= 300 && answer.status < 400)
      throw inputError(
        'url',
        `${where(path)} redirects to ${headerOf(answer, 'location') ?? '(no location)'}: give that address instead`,
      );
    if (answer.status >= 400)
      throw inputError(
        'url',
        `the Redmine server at ${baseUrl} answered ${answer.status} to ${path}`,
      );
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw inputError(
        'url',
        `${where(path)} did not answer JSON: is it a Redmine server with the REST API on?`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw inputError(
        'url',
        `${where(path)} did not answer Redmine's JSON (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'unexpected'})`,
      );
    }
    return parsed.data as z.output<S>;
  }

  async function* pages<S extends z.ZodType>(
    path: string,
    key: string,
    query: Query,
    item: S,
  ): AsyncGenerator<z.output<S>[]> {
    const page = PagingSchema.extend({ [key]: z.array(item) });
    let offset = 0;
    for (;;) {
      const answer = (await get(path, { ...query, offset, limit: settings.pageSize }, page)) as {
        total_count?: number;
      } & Record<string, unknown>;
      const items = answer[key] as z.output<S>[];
      const total = answer.total_count;
      yield items;
      offset += items.length;
      if (items.length === 0 || total === undefined || offset >= total) return;
    }
  }

  return { baseUrl, settings, get, pages };
}

function headerOf(answer: HttpAnswer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
