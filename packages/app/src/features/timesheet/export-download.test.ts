import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { downloadExportRun, type DownloadProgress } from './timesheet.queries';

/** A streamed answer in the given chunks, as the run endpoint sends it. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadExportRun', () => {
  it('reads the file chunk by chunk, reporting bytes and CSV lines, and names it from the header', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      streamed(['Date,Hours\r\n2029-06-01,1\r\n', '2029-06-02,2\r\n2029-06-03,3\r\n'], {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition':
          'attachment; filename="June time-2029.csv"; filename*=UTF-8\'\'June%20time%C3%A9-2029.csv',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: DownloadProgress[] = [];
    const file = await downloadExportRun(7, { from: '2029-06-01', to: '2029-06-30' }, (p) =>
      seen.push(p),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/timesheet/export-templates/7/run?from=2029-06-01&to=2029-06-30',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(seen).toEqual([
      { bytes: 26, lines: 2 },
      { bytes: 54, lines: 4 },
    ]);
    expect(file).toMatchObject({ fileName: 'June timeé-2029.csv', bytes: 54, rows: 3 });
    expect(file.blob.size).toBe(54);
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
  });

  it('reports only bytes for XLSX (it arrives compressed)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        streamed(['PK...', '...'], {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="hours.xlsx"',
        }),
      ),
    );
    const seen: DownloadProgress[] = [];
    const file = await downloadExportRun(1, { from: '2029-06-01', to: '2029-06-30' }, (p) =>
      seen.push(p),
    );
    expect(seen.at(-1)).toEqual({ bytes: 8, lines: null });
    expect(file).toMatchObject({ fileName: 'hours.xlsx', rows: null });
  });

  it("throws the API's error (a 400 naming the field) as an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({ message: 'to: Must not be before from', errors: { to: ['x'] } }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    const failure = downloadExportRun(1, { from: '2029-06-02', to: '2029-06-01' }, () => {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, body: { errors: { to: ['x'] } } });
  });
});
