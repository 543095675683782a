import type { TaskAttachment } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import type { VersionedTable } from '../../lib/versioned-save';
import { userRef } from '../../lib/user-ref';

/** A row of `attachments()` (snake_case; never leaves this file). */
interface AttachmentRow {
  id: number;
  task_id: number;
  file_name: string;
  stored_name: string;
  content_type: string;
  size: number | string;
  uploaded_by: number | null;
  name: string | null;
  initials: string | null;
  color: string | null;
  created_at: number | string;
  version: number;
}

const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function toAttachment(r: AttachmentRow): TaskAttachment {
  return {
    id: r.id,
    taskId: r.task_id,
    fileName: r.file_name,
    contentType: r.content_type,
    size: Number(r.size),
    previewable: PREVIEWABLE.has(r.content_type),
    uploadedBy: userRef(r.uploaded_by, r.name, r.initials, r.color),
    createdAt: iso(r.created_at),
    version: Number(r.version),
  };
}

function attachments(knex: Knex) {
  return knex('task_attachments as a')
    .leftJoin('users as u', 'u.id', 'a.uploaded_by')
    .select('a.*', 'u.name', 'u.initials', 'u.color');
}

/** A stored file: the attachment as shown, and where it lies on disk. */
export interface AttachmentRecord {
  attachment: TaskAttachment;
  /** The random name under `$DATA_DIR/files`. */
  storedName: string;
  uploadedById: number | null;
}

export async function listAttachments(knex: Knex, taskId: number): Promise<TaskAttachment[]> {
  const rows: AttachmentRow[] = await attachments(knex)
    .where('a.task_id', taskId)
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ]);
  return rows.map(toAttachment);
}

export async function findAttachment(
  knex: Knex,
  taskId: number,
  attachmentId: number,
): Promise<AttachmentRecord | undefined> {
  const row: AttachmentRow | undefined = await attachments(knex)
    .where({ 'a.id': attachmentId, 'a.task_id': taskId })
    .first();
  return (
    row && {
      attachment: toAttachment(row),
      storedName: row.stored_name,
      uploadedById: row.uploaded_by,
    }
  );
}

export async function insertAttachment(
  knex: Knex,
  values: {
    taskId: number;
    fileName: string;
    storedName: string;
    contentType: string;
    size: number;
    uploadedBy: number;
  },
  now: number,
): Promise<number> {
  const [row] = await knex('task_attachments')
    .insert({
      task_id: values.taskId,
      file_name: values.fileName,
      stored_name: values.storedName,
      content_type: values.contentType,
      size: values.size,
      uploaded_by: values.uploadedBy,
      created_at: now,
      version: 1,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** Stored names of the files of a task and its subtasks (removed from disk when the task goes). */
export async function storedNamesOfTask(knex: Knex, taskId: number): Promise<string[]> {
  return knex('task_attachments as a')
    .join('tasks as t', 't.id', 'a.task_id')
    .where((w) => w.where('t.id', taskId).orWhere('t.parent_id', taskId))
    .pluck('a.stored_name');
}

/** Every stored name an attachment row holds (the start's sweep keeps exactly these files). */
export async function allStoredNames(knex: Knex): Promise<string[]> {
  return knex('task_attachments').pluck('stored_name');
}

export const ATTACHMENTS: VersionedTable = {
  table: 'task_attachments',
  notFound: 'File not found',
  updatedAt: false,
};
