import { z } from 'zod';
import { defineEndpoint, VersionBodySchema } from '@keel/types';
import { ApiError, ResponseShapeError } from './api-error';
import { ndjsonRequest } from './ndjson-request';

const endpoint = defineEndpoint({
  method: 'POST',
  path: '/api/things/{thingId}/run',
  summary: 'Run a thing',
  tag: 'imports',
  body: VersionBodySchema,
  response: z.object({ id: z.number(), done: z.boolean() }),
});

/** A streamed answer sent in the given chunks (a line may be split across two). */
function streamed(chunks: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });
}

describe('ndjsonRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for NDJSON, hands every line but the last to onLine and parses the last', async () => {
    fetchMock.mockResolvedValue(
      streamed([
        '{"processed":1,"total":3}\n{"proc',
        'essed":3,"total":3}\n',
        '{"id":7,"done":true}',
      ]),
    );
    const lines: unknown[] = [];
    const answer = await ndjsonRequest(endpoint, {
      params: { thingId: 7 },
      body: { version: 2 },
      onLine: (line) => lines.push(line),
    });
    expect(answer).toEqual({ id: 7, done: true });
    expect(lines).toEqual([
      { processed: 1, total: 3 },
      { processed: 3, total: 3 },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/7/run');
    expect(init).toMatchObject({ method: 'POST', body: '{"version":2}' });
    expect((init!.headers as Record<string, string>).Accept).toBe('application/x-ndjson');
  });

  it('throws the error line as an ApiError carrying its body', async () => {
    fetchMock.mockResolvedValue(
      streamed([
        '{"processed":1,"total":3}\n',
        '{"error":{"status":409,"message":"Row 4: the project is gone"}}\n',
      ]),
    );
    const error = await ndjsonRequest(endpoint, {
      params: { thingId: 7 },
      body: { version: 2 },
      onLine: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      body: { status: 409, message: 'Row 4: the project is gone' },
    });
  });

  it('throws a non-2xx answer as apiRequest does', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Stale version"}', {
        status: 409,
        statusText: 'Conflict',
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(
      ndjsonRequest(endpoint, { params: { thingId: 7 }, body: { version: 1 }, onLine: () => {} }),
    ).rejects.toMatchObject({ status: 409, body: { message: 'Stale version' } });
  });

  it('reads a plain JSON answer as the one answer', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"id":7,"done":true}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onLine = vi.fn();
    await expect(
      ndjsonRequest(endpoint, { params: { thingId: 7 }, body: { version: 1 }, onLine }),
    ).resolves.toEqual({ id: 7, done: true });
    expect(onLine).not.toHaveBeenCalled();
  });

  it('refuses a last line of the wrong shape', async () => {
    fetchMock.mockResolvedValue(streamed(['{"processed":1,"total":1}\n', '{"id":"x"}\n']));
    await expect(
      ndjsonRequest(endpoint, { params: { thingId: 7 }, body: { version: 1 }, onLine: () => {} }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
