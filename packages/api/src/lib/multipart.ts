import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  AppError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';

/** A file received from a multipart upload, stored under a random name. */
export interface ReceivedFile {
  /** The name the client sent (untrusted: shown and offered on download only). */
  fileName: string;
  /** Random name inside `dir` (hex; never derived from the client's name). */
  storedName: string;
  size: number;
  /** The first bytes, for sniffing the type from the content. */
  head: Buffer;
  /**
   * The body's text fields beside the file, by name (the upload's `kind` of an
   * import); at most 10 (the parser's limit), the last value of a repeated name.
   */
  fields: Record<string, string>;
}

const HEAD_BYTES = 4100;

/** The multipart field an upload's file comes in (the task attachments'). */
export const UPLOAD_FIELD = 'file';

/** Is the request's body multipart/form-data (by its header, with or without a body)? */
export function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(req.headers['content-type'] ?? '');
}

/** A random file name for `$DATA_DIR/files` (never derived from anything a client sent). */
export function randomStoredName(): string {
  return randomBytes(24).toString('hex');
}

/** The digest of each multipart request read here (`multipartDigest`), for idempotency keys. */
const digests = new WeakMap<Request, string>();

/**
 * The digest of the multipart body `receiveFile` read from this request: its
 * parts in order (names, file names and contents), independent of the
 * boundary the client chose, so a retry of the same upload has the same
 * digest. Undefined when no multipart body was read completely.
 */
export function multipartDigest(req: Request): string | undefined {
  return digests.get(req);
}

/**
 * The body's parts, each hashed on its own and combined in the order the
 * parts came (a file's bytes and the next part's header may interleave).
 */
class PartsDigest {
  private readonly parts: Hash[] = [];

  part(kind: 'field' | 'file', name: string, extra: string): Hash {
    const hash = createHash('sha256').update(`${kind}\0${name}\0${extra}\0`);
    this.parts.push(hash);
    return hash;
  }

  digest(): string {
    const all = createHash('sha256');
    for (const part of this.parts) all.update(part.digest('hex'));
    return all.digest('hex');
  }
}

/** The request went away before its body was complete (nobody is left to answer). */
export class ClientGoneError extends AppError {
  constructor() {
    super(400, 'The upload was interrupted before the end of the body', {
      file: ['The upload was interrupted before the end of the body'],
    });
  }
}

interface ReadOptions {
  /** The one file field; any other file part is a 400 naming it. */
  field: string;
  /** Where the file goes; without it the body is only read and digested. */
  dir?: string;
  maxBytes: number;
}

/**
 * Reads a multipart body to its end, never letting a stream's `error` escape:
 * every failure (a malformed or truncated body, a part too many, a client
 * that disconnects, a file over the limit) rejects once, after the partial
 * file is closed and removed. Only a complete, valid body with exactly one
 * file in `field` resolves.
 */
function readMultipart(
  req: Request,
  options: ReadOptions,
): Promise<{ file: ReceivedFile | null; digest: string }> {
  // The header itself, not `req.is` (which sees no type on a request without a body).
  if (!isMultipart(req))
    return Promise.reject(new UnsupportedMediaTypeError('Send the file as multipart/form-data'));
  const invalid = (message: string) => ValidationError.field(options.field, message);
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // One byte over the limit, so a file of exactly `maxBytes` is accepted
        // (busboy signals `limit` when a file reaches `fileSize`).
        limits: { files: 1, fileSize: options.maxBytes + 1, fields: 10, parts: 12 },
        defParamCharset: 'utf8',
      });
    } catch {
      req.resume();
      reject(invalid('The upload is not valid multipart data'));
      return;
    }
    const digest = new PartsDigest();
    let settled = false;
    let parsed = false;
    let file: ReceivedFile | null = null;
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let writing: { target: string; out: fs.WriteStream; done: boolean } | null = null;

    const finish = () => {
      if (settled || !parsed || (writing && !writing.done)) return;
      if (!file && options.dir) {
        fail(invalid(`Attach one file as the field "${options.field}"`));
        return;
      }
      settled = true;
      detach();
      const value = digest.digest();
      digests.set(req, value);
      resolve({ file: file && { ...file, fields: { ...fields } }, digest: value });
    };

    const detach = () => {
      req.off('aborted', gone);
      req.off('close', closed);
    };

    function fail(error: Error) {
      if (settled) return;
      settled = true;
      detach();
      req.unpipe(parser);
      // The rest of the body is read and dropped (the answer goes out when it is complete).
      req.resume();
      const current = writing;
      if (!current) {
        reject(error);
        return;
      }
      const remove = () => fs.rm(current.target, { force: true }, () => reject(error));
      if (current.out.closed) remove();
      else {
        current.out.once('close', remove);
        current.out.destroy();
      }
    }

    const gone = () => fail(new ClientGoneError());
    const closed = () => {
      if (!req.complete) gone();
    };
    req.on('aborted', gone);
    req.on('close', closed);
    req.on('error', gone);

    parser.on('file', (name: string, stream: Readable, info: busboy.FileInfo) => {
      // A file stream that errors (a body cut inside the file) must never go unheard.
      stream.on('error', () => fail(invalid('The upload ended inside the file')));
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== options.field && options.dir) {
        stream.resume();
        fail(invalid(`Attach the file as the field "${options.field}" (got "${name}")`));
        return;
      }
      const fileName = info.filename ?? '';
      if (fileName.includes('\0')) {
        stream.resume();
        fail(invalid('The file name must not contain a NUL character'));
        return;
      }
      const hash = digest.part('file', name, fileName);
      const chunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
        if (headLength < HEAD_BYTES) {
          chunks.push(chunk);
          headLength += chunk.length;
        }
      });
      stream.on('limit', () =>
        fail(new PayloadTooLargeError(`The file is larger than ${options.maxBytes} bytes`)),
      );
      const received = (): ReceivedFile => ({
        fileName,
        storedName: '',
        size,
        head: Buffer.concat(chunks).subarray(0, HEAD_BYTES),
        fields: {},
      });
      if (!options.dir) {
        stream.on('end', () => {
          file = received();
        });
        return;
      }
      const storedName = randomStoredName();
      const target = path.join(options.dir, storedName);
      const out = fs.createWriteStream(target, { flags: 'wx' });
      const current = { target, out, done: false };
      writing = current;
      pipeline(stream, out, (error) => {
        if (error) {
          fail(
            (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
              ? invalid('The upload ended inside the file')
              : error,
          );
          return;
        }
        if (settled) return;
        current.done = true;
        file = { ...received(), storedName };
        finish();
      });
    });
    parser.on('field', (name: string, value: string) => {
      digest.part('field', name, value);
      fields[name] = value;
    });
    parser.on('filesLimit', () =>
      fail(invalid(`Attach exactly one file, as the field "${options.field}"`)),
    );
    parser.on('partsLimit', () => fail(invalid('The upload has too many parts')));
    parser.on('fieldsLimit', () => fail(invalid('The upload has too many fields')));
    parser.on('error', () => fail(invalid('The upload is not valid multipart data')));
    parser.on('close', () => {
      parsed = true;
      finish();
    });
    req.pipe(parser);
  });
}

/**
 * Reads one file from the multipart field `field` into `dir` under a random
 * name, refusing more than `maxBytes` with 413 (exactly `maxBytes` is
 * accepted). Any malformed body (truncated, wrong boundary, no or two files,
 * a NUL in the file name) is a 400 naming the field, and a client that goes
 * away mid-body ends the read; in every failure the partial file is removed.
 */
export async function receiveFile(
  req: Request,
  options: { field: string; dir: string; maxBytes: number },
): Promise<ReceivedFile> {
  const { file } = await readMultipart(req, options);
  return file!;
}

/**
 * Reads a multipart body only to digest it (`multipartDigest`'s value), storing
 * nothing: a retry with an Idempotency-Key is compared with the first request.
 */
export async function digestMultipart(
  req: Request,
  options: { field: string; maxBytes: number },
): Promise<string> {
  return (await readMultipart(req, options)).digest;
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
