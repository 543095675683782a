import { ContactUpdateInputSchema, ProjectUpdateInputSchema } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError } from '../../lib/errors';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import { deleteContact, getContact, updateContact } from '../contacts';
import { deleteMember, deleteProject, getProject, updateProject } from '../projects';
import { getTask, removeComment, removeTask } from '../tasks';
import type { ImportedRecord, RecordKind } from './import-records.repository';
import { writeTaskFields, type TaskRestore } from './import-writers';

/**
 * Undoing an import's records through their modules (README.md § Rollback):
 * a created record is deleted, an updated one written back as it was, each
 * a version-checked write of its module.
 */

/** Kinds whose version the import records and a rollback compares before it undoes anything. */
export const VERSIONED_KINDS: readonly RecordKind[] = ['project', 'task', 'contact'];
const VERSIONED = new Set<string>(VERSIONED_KINDS);

/** The record's version now, or null when it is gone. */
export async function currentVersion(
  deps: AppDeps,
  actor: AuthUser,
  record: Pick<ImportedRecord, 'recordKind' | 'recordId'>,
): Promise<number | null> {
  try {
    if (record.recordKind === 'project')
      return (await getProject(deps, actor, record.recordId)).version;
    if (record.recordKind === 'task') return (await getTask(deps, actor, record.recordId)).version;
    if (record.recordKind === 'contact') return (await getContact(deps, record.recordId)).version;
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
  return null;
}

export const isVersioned = (record: Pick<ImportedRecord, 'recordKind'>) =>
  VERSIONED.has(record.recordKind);

const LABELS: Record<ImportedRecord['recordKind'], string> = {
  project: 'project',
  projectMember: 'project membership',
  task: 'task',
  taskComment: 'task comment',
  timeEntry: 'time entry',
  contact: 'contact',
};

/** The 409 naming the record a rollback cannot undo. */
export function changedSince(record: ImportedRecord, why: string): ConflictError {
  const label = `${LABELS[record.recordKind]} ${record.recordId} (${record.sheetKind} row ${record.row})`;
  return new ConflictError(`The ${label} ${why}: the import cannot be rolled back`, undefined, {
    [`${record.sheetKind}.${record.row}`]: [`The ${label} ${why}`],
  });
}

/** Undoes one record (not a time entry: those go to the timesheet's batch undo). */
export async function undoRecord(
  deps: AppDeps,
  actor: AuthUser,
  record: ImportedRecord,
): Promise<void> {
  const id = record.recordId;
  const meta = (record.before ?? {}) as Record<string, unknown>;
  switch (record.recordKind) {
    case 'project': {
      const version = (await getProject(deps, actor, id)).version;
      if (record.action === 'created') await deleteProject(deps, actor, id, version);
      else
        await updateProject(
          deps,
          actor,
          id,
          parsePart(ProjectUpdateInputSchema, { ...meta, version }, 'body'),
        );
      return;
    }
    case 'task': {
      const task = await getTask(deps, actor, id);
      if (record.action === 'created') await removeTask(deps, actor, id, task.version);
      else await writeTaskFields(deps, actor, task, meta as unknown as TaskRestore);
      return;
    }
    case 'contact': {
      const version = (await getContact(deps, id)).version;
      if (record.action === 'created') await deleteContact(deps, id, version);
      else
        await updateContact(
          deps,
          id,
          parsePart(ContactUpdateInputSchema, { ...meta, version }, 'body'),
        );
      return;
    }
    case 'projectMember':
      await deleteMember(deps, actor, Number(meta.projectId), id);
      return;
    case 'taskComment':
      await removeComment(
        deps,
        actor,
        { taskId: Number(meta.taskId), commentId: id },
        record.version,
      );
      return;
    default:
      throw new Error(`No undo for ${record.recordKind}`);
  }
}
