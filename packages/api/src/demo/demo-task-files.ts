import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Knex } from 'knex';
import { randomStoredName } from '../lib/multipart';
import { insertAttachment } from '../modules/tasks/task-attachments.repository';
import { cleanFileName, sniffContentType } from '../modules/tasks/task-attachments.service';

/**
 * The demo tasks' files (issue 11: "a few small attachments"): real small
 * files written to `$DATA_DIR/files` under random names and recorded exactly
 * as an upload is (`task-attachments.service`: type sniffed from the content,
 * cleaned name), with their history rows.
 */

/** A demo file: its shown name and content. */
export interface DemoFile {
  fileName: string;
  content: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small RGB PNG drawn in code: diagonal bands of `colors` (no image files
 * in the repository, and a real PNG the previews show).
 */
export function bandedPng(
  width: number,
  height: number,
  colors: ReadonlyArray<readonly [number, number, number]>,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colors[Math.floor((x + y) / 8) % colors.length] as readonly number[];
      raw.set([r as number, g as number, b as number], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo files, in turn: a wireframe image, meeting notes and a CSV export. */
export function demoFile(index: number, projectCode: string, taskName: string): DemoFile {
  switch (index % 3) {
    case 0:
      return {
        fileName: `${projectCode} wireframe.png`,
        content: bandedPng(48, 32, [
          [37, 99, 235],
          [241, 245, 249],
          [16, 185, 129],
        ]),
      };
    case 1:
      return {
        fileName: 'meeting-notes.txt',
        content: Buffer.from(
          `Notes: ${taskName} (${projectCode})\n\n` +
            '- Scope agreed with the client\n- Open question: rollout date\n- Next review in two weeks\n',
        ),
      };
    default:
      return {
        fileName: 'estimate.csv',
        content: Buffer.from(
          'item,hours\nanalysis,4\nimplementation,12\nreview,2\n' + `total,18\n`,
        ),
      };
  }
}

/**
 * Stores a file under a random name in `dir` and records it on the task as
 * an upload does; returns the history row to write with the task's others.
 * The file is written before its row, so a row never points at a missing file
 * (a rolled-back seed leaves an unreferenced file, which nothing reads).
 */
export async function storeDemoFile(
  trx: Knex,
  dir: string,
  file: DemoFile,
  task: { id: number; uploadedBy: number },
  at: number,
): Promise<{ fileName: string }> {
  await fs.mkdir(dir, { recursive: true });
  const storedName = randomStoredName();
  await fs.writeFile(path.join(dir, storedName), file.content, { flag: 'wx' });
  const fileName = cleanFileName(file.fileName);
  await insertAttachment(
    trx,
    {
      taskId: task.id,
      fileName,
      storedName,
      contentType: await sniffContentType(file.content.subarray(0, 4100)),
      size: file.content.length,
      uploadedBy: task.uploadedBy,
    },
    at,
  );
  return { fileName };
}
