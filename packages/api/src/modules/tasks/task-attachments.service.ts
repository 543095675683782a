import fs from 'node:fs/promises';
import path from 'node:path';
import type { TaskAttachment } from '@keel/types';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { Db } from '../../lib/db';
import { deleteRow } from '../../lib/versioned-save';
import {
  ATTACHMENTS,
  allStoredNames,
  findAttachment,
  insertAttachment,
  listAttachments,
} from './task-attachments.repository';
import { insertHistory } from './task-history.repository';
import { accessTask } from './task-access.service';
import { removeRecorded } from './task-save.service';

/**
 * Task attachments: files stored under random names in `$DATA_DIR/files`,
 * their type sniffed from the content (the client's type and extension are
 * never trusted), downloaded as attachments only.
 */

export function filesDir(deps: AppDeps): string {
  return path.join(deps.config.dataDir, 'files');
}

/** The uploaded name as shown: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 255) || 'file';
}

export async function list(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskAttachment[]> {
  await accessTask(deps, user, taskId);
  return listAttachments(deps.knex, taskId);
}

/** Checks the caller may attach to the task (before the body is read). */
export async function mayAttach(deps: AppDeps, user: AuthUser, taskId: number): Promise<void> {
  const { permissions } = await accessTask(deps, user, taskId);
  if (!permissions.attach) throw new ForbiddenError();
}

/** Records a received file (already stored under `storedName`); removes it if recording fails. */
export async function record(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  file: { fileName: string; storedName: string; size: number; head: Buffer },
): Promise<TaskAttachment> {
  const stored = path.join(filesDir(deps), file.storedName);
  try {
    if (file.size === 0) throw ValidationError.field('file', 'The file is empty');
    const contentType = await sniffContentType(file.head);
    const fileName = cleanFileName(file.fileName);
    const now = deps.clock();
    const id = await deps.knex.transaction(async (trx) => {
      const attachmentId = await insertAttachment(
        trx,
        {
          taskId,
          fileName,
          storedName: file.storedName,
          contentType,
          size: file.size,
          uploadedBy: user.id,
        },
        now,
      );
      await insertHistory(
        trx,
        [{ taskId, userId: user.id, field: 'attachment', from: null, to: fileName }],
        now,
      );
      return attachmentId;
    });
    return (await findAttachment(deps.knex, taskId, id))!.attachment;
  } catch (error) {
    await fs.rm(stored, { force: true });
    throw error;
  }
}

/**
 * The type of a file from its first bytes (`file-type`; otherwise text/plain
 * or application/octet-stream), never from the client's claim or the name.
 */
export async function sniffContentType(head: Buffer): Promise<string> {
  const sniffed = await fileTypeFromBuffer(head);
  return sniffed?.mime ?? (isText(head) ? 'text/plain' : 'application/octet-stream');
}

/** No NUL and no control bytes other than tab, line feeds and form feed. */
function isText(head: Buffer): boolean {
  return head.every(
    (byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d,
  );
}

/** The file to send: its path on disk, the name to offer and its sniffed type. */
export async function download(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  attachmentId: number,
): Promise<{ path: string; fileName: string; contentType: string; size: number }> {
  await accessTask(deps, user, taskId);
  const file = await findAttachment(deps.knex, taskId, attachmentId);
  if (!file) throw new NotFoundError('File not found');
  return {
    path: path.join(filesDir(deps), file.storedName),
    fileName: file.attachment.fileName,
    contentType: file.attachment.contentType,
    size: file.attachment.size,
  };
}

export async function remove(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; attachmentId: number },
  version: number,
): Promise<{ ok: true }> {
  const { permissions } = await accessTask(deps, user, params.taskId);
  const file = await findAttachment(deps.knex, params.taskId, params.attachmentId);
  if (!file) throw new NotFoundError('File not found');
  // The uploader or whoever may edit the task.
  if (!permissions.update && file.uploadedById !== user.id) throw new ForbiddenError();
  await removeRecorded(
    deps,
    ATTACHMENTS,
    { id: params.attachmentId, version },
    (trx) => deleteRow(trx, ATTACHMENTS, params.attachmentId),
    {
      taskId: params.taskId,
      userId: user.id,
      field: 'attachmentRemoved',
      from: file.attachment.fileName,
      to: null,
    },
    async (trx) => (await findAttachment(trx, params.taskId, params.attachmentId))?.attachment,
  );
  await fs.rm(path.join(filesDir(deps), file.storedName), { force: true });
  return { ok: true };
}

/** Removes stored files from disk (after their rows are gone). */
export async function removeFiles(deps: AppDeps, storedNames: readonly string[]): Promise<void> {
  await Promise.all(
    storedNames.map((name) => fs.rm(path.join(filesDir(deps), name), { force: true })),
  );
}

/**
 * How old a file without a row must be before the start's sweep removes it
 * when several instances may share the database and `$DATA_DIR/files`
 * (PostgreSQL): another instance's upload in flight has no row yet, but its
 * file is written to as the bytes come (its modification time stays fresh)
 * and gets its row right after the last byte. An hour past its last write no
 * upload is still running.
 */
export const SHARED_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes the files in `$DATA_DIR/files` that no attachment row names and
 * that were last written more than `graceMs` ago: what an upload left when
 * its process ended before it could clean up. Run at start (`startServer`):
 * with SQLite only this process uses the folder (grace 0), with PostgreSQL
 * other instances may be uploading (`SHARED_SWEEP_GRACE_MS`). Returns the
 * names removed.
 */
export async function sweepUnreferencedFiles(
  knex: Db,
  dataDir: string,
  options: { now: number; graceMs: number },
): Promise<string[]> {
  const dir = path.join(dataDir, 'files');
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  // Files are listed before the rows are read: a file whose row is written meanwhile is kept.
  const stale: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    // No grace (one instance, at start): no upload can be in flight, so any file may go.
    // (A file written in the sweep's own millisecond has an mtime a fraction past `now`.)
    if (stat?.isFile() && (options.graceMs === 0 || stat.mtimeMs <= options.now - options.graceMs))
      stale.push(name);
  }
  if (stale.length === 0) return [];
  const named = new Set(await allStoredNames(knex));
  const removed = stale.filter((name) => !named.has(name));
  await Promise.all(removed.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return removed;
}
