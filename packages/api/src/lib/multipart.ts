import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

/** A file received from a multipart upload, stored under a random name. */
export interface ReceivedFile {
  /** The name the client sent (untrusted: shown and offered on download only). */
  fileName: string;
  /** Random name inside `dir` (hex; never derived from the client's name). */
  storedName: string;
  size: number;
  /** The first bytes, for sniffing the type from the content. */
  head: Buffer;
}

const HEAD_BYTES = 4100;

/** A random file name for `$DATA_DIR/files` (never derived from anything a client sent). */
export function randomStoredName(): string {
  return randomBytes(24).toString('hex');
}

/**
 * Reads one file from the multipart field `field` into `dir` under a random
 * name, refusing more than `maxBytes` with 413 (the partial file is removed).
 * 400 naming the field when the request has no such file.
 */
export function receiveFile(
  req: Request,
  options: { field: string; dir: string; maxBytes: number },
): Promise<ReceivedFile> {
  if (!req.is('multipart/form-data'))
    return Promise.reject(new UnsupportedMediaTypeError('Send the file as multipart/form-data'));
  fs.mkdirSync(options.dir, { recursive: true });
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: options.maxBytes, fields: 10, parts: 12 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(ValidationError.field(options.field, 'The upload is not valid multipart data'));
      return;
    }
    let received: Promise<ReceivedFile> | null = null;
    let failed = false;
    parser.on('file', (name, stream, info) => {
      if (name !== options.field || received) {
        stream.resume();
        return;
      }
      const storedName = randomStoredName();
      const target = path.join(options.dir, storedName);
      const out = fs.createWriteStream(target, { flags: 'wx' });
      const chunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      received = new Promise<ReceivedFile>((done, fail) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (headLength < HEAD_BYTES) {
            chunks.push(chunk);
            headLength += chunk.length;
          }
        });
        stream.on('limit', () => {
          failed = true;
          out.destroy();
          fs.rm(target, { force: true }, () =>
            fail(new PayloadTooLargeError(`The file is larger than ${options.maxBytes} bytes`)),
          );
        });
        out.on('error', fail);
        out.on('finish', () => {
          if (failed) return;
          done({
            fileName: info.filename ?? '',
            storedName,
            size,
            head: Buffer.concat(chunks).subarray(0, HEAD_BYTES),
          });
        });
      });
      stream.pipe(out);
    });
    parser.on('error', () =>
      reject(ValidationError.field(options.field, 'The upload is not valid multipart data')),
    );
    parser.on('close', () => {
      if (!received) {
        reject(
          ValidationError.field(options.field, `Attach one file as the field "${options.field}"`),
        );
        return;
      }
      received.then(resolve, reject);
    });
    req.pipe(parser);
  });
}

/**
 * `Content-Disposition: attachment` with a safe ASCII fallback name and the
 * exact name as RFC 5987 `filename*` (quotes, slashes, control characters and
 * non-ASCII never reach the header raw).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;:*?<>|%]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
