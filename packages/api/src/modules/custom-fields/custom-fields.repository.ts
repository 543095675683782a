import type { CustomFieldType } from '@keel/types';
import type { Knex } from 'knex';

export interface CustomFieldRow {
  id: number;
  name: string;
  type: CustomFieldType;
  options: string;
  position: number;
  version: number;
  created_at: number | string;
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

export async function findCustomFieldRow(
  knex: Knex,
  id: number,
): Promise<CustomFieldRow | undefined> {
  return (await listCustomFieldRows(knex, [id]))[0];
}

export async function nameTaken(knex: Knex, name: string, exceptId?: number): Promise<boolean> {
  const query = knex('custom_fields').whereRaw('LOWER(name) = ?', [name.toLowerCase()]);
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return Boolean(await query.first('id'));
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
): Promise<Array<{ project_id: number; field_id: number; value: string }>> {
  if (projectIds.length === 0) return [];
  const query = knex('project_custom_field_values').whereIn('project_id', projectIds);
  if (fieldIds) query.whereIn('field_id', fieldIds);
  return query.select('project_id', 'field_id', 'value');
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
