import type { CustomField, CustomFieldType } from '@keel/types';
import { iso } from '../../lib/dates';
import type { VersionedTable } from '../../lib/versioned-save';
import type { Knex } from 'knex';
import { assertNameFree } from '../../lib/unique-name';
import { visibleProjectsQuery, type AuthUser } from '../auth';

export interface CustomFieldRow {
  id: number;
  name: string;
  type: CustomFieldType;
  options: string;
  position: number;
  version: number;
  created_at: number | string;
}

function parseOptions(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toCustomField(row: CustomFieldRow): CustomField {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    options: parseOptions(row.options),
    position: row.position,
    createdAt: iso(row.created_at),
    version: row.version,
  };
}

/** The fields (all, or those of `ids`), in their display order. */
export async function listCustomFieldRecords(
  knex: Knex,
  ids?: readonly number[],
): Promise<CustomField[]> {
  return (await listCustomFieldRows(knex, ids)).map(toCustomField);
}

export async function listCustomFieldRows(
  knex: Knex,
  ids?: readonly number[],
): Promise<CustomFieldRow[]> {
  const query = knex('custom_fields').orderBy('position').orderBy('id');
  if (ids) query.whereIn('id', ids);
  return query.select<CustomFieldRow[]>(
    'id',
    'name',
    'type',
    'options',
    'position',
    'version',
    'created_at',
  );
}

/** The fields that carry a value on at least one project the user may see. */
export async function listCustomFieldsOnVisibleProjects(
  knex: Knex,
  user: AuthUser,
): Promise<CustomField[]> {
  const rows = await knex('custom_fields')
    .whereIn(
      'id',
      knex('project_custom_field_values')
        .whereIn('project_id', visibleProjectsQuery(knex, user).select('projects.id'))
        .select('field_id'),
    )
    .orderBy('position')
    .orderBy('id')
    .select<CustomFieldRow[]>('id', 'name', 'type', 'options', 'position', 'version', 'created_at');
  return rows.map(toCustomField);
}

export async function findCustomFieldRow(
  knex: Knex,
  id: number,
): Promise<CustomFieldRow | undefined> {
  return (await listCustomFieldRows(knex, [id]))[0];
}

export interface CustomFieldValues {
  name: string;
  type: CustomFieldType;
  options: readonly string[];
  position?: number;
}

export async function insertCustomField(
  knex: Knex,
  field: CustomFieldValues,
  now: number,
): Promise<number> {
  const position =
    field.position ??
    Number(
      (await knex('custom_fields').max<{ max: number | null }[]>({ max: 'position' }).first())
        ?.max ?? -1,
    ) + 1;
  const [row] = await knex('custom_fields')
    .insert({
      name: field.name,
      type: field.type,
      options: JSON.stringify(field.options),
      position,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateCustomField(
  knex: Knex,
  id: number,
  field: CustomFieldValues,
  now: number,
): Promise<void> {
  await knex('custom_fields')
    .where({ id })
    .update({
      name: field.name,
      type: field.type,
      options: JSON.stringify(field.options),
      ...(field.position !== undefined ? { position: field.position } : {}),
      updated_at: now,
    });
}

export async function deleteCustomField(knex: Knex, id: number): Promise<void> {
  await knex('project_custom_field_values').where({ field_id: id }).delete();
  await knex('custom_fields').where({ id }).delete();
}

/** Values of the projects (and fields, when given), stored as text. */
export async function listValueRows(
  knex: Knex,
  projectIds: readonly number[],
  fieldIds?: readonly number[],
): Promise<Array<{ projectId: number; fieldId: number; value: string }>> {
  if (projectIds.length === 0) return [];
  const query = knex('project_custom_field_values').whereIn('project_id', projectIds);
  if (fieldIds) query.whereIn('field_id', fieldIds);
  return query.select('project_id as projectId', 'field_id as fieldId', 'value');
}

/** Sets the given values of a project (null removes the value); other fields stay. */
export async function writeValues(
  knex: Knex,
  projectId: number,
  values: ReadonlyArray<{ fieldId: number; value: string | null }>,
): Promise<void> {
  for (const { fieldId, value } of values) {
    await knex('project_custom_field_values')
      .where({ project_id: projectId, field_id: fieldId })
      .delete();
    if (value !== null)
      await knex('project_custom_field_values').insert({
        project_id: projectId,
        field_id: fieldId,
        value,
      });
  }
}

/** The custom_fields table as version-checked saves see it. */
export const CUSTOM_FIELD_ROWS: VersionedTable = {
  table: 'custom_fields',
  notFound: 'Custom field not found',
};

/** 409 naming `name` when another custom field (not `exceptId`) holds the name already. */
export async function assertCustomFieldNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'custom_fields', name, exceptId);
}
