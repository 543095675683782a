import type { Request, RequestHandler, Response } from 'express';
import { flushCompressed } from './compress';
import { CSV_BOM } from './csv';
import { drainWaiter, yieldToEventLoop } from './stream-response';

/** A text download: its type and file name, whether a CSV byte-order mark leads, and its text a batch at a time. */
export interface TextDownload {
  contentType: string;
  fileName: string;
  bom: boolean;
  chunks: AsyncIterable<string>;
}

/**
 * A handler that sends what `prepare` makes of the request as a download
 * (`Content-Disposition: attachment`), streamed a batch at a time with
 * backpressure, so memory stays flat however many rows match. `prepare`
 * checks the request first: what it throws is answered as any error (a bad
 * query is a 400 naming the field). Once text has gone out a status can no
 * longer be sent: an error then cuts the download short.
 */
export function textDownloadHandler(
  prepare: (req: Request, res: Response) => TextDownload | Promise<TextDownload>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const download = await prepare(req, res);
      res.status(200).set({
        'Content-Type': download.contentType,
        'Content-Disposition': `attachment; filename="${download.fileName}"`,
        'Cache-Control': 'no-store',
      });
      if (download.bom) res.write(CSV_BOM);
      const drained = drainWaiter(res);
      for await (const chunk of download.chunks) {
        if (res.destroyed) return;
        const more = res.write(chunk);
        // Sends the batch now rather than when the compressor's buffer fills.
        flushCompressed(res);
        if (!more) await drained();
        await yieldToEventLoop();
      }
      res.end();
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}
