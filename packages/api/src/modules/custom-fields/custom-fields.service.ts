import {
  DateStringSchema,
  type CustomField,
  type CustomFieldCreateInputSchema,
  type CustomFieldUpdateInputSchema,
  type CustomFieldValue,
} from '@keel/types';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import { assertCustomFieldNameFree } from './custom-fields.repository';
import { versionedDelete, versionedSave } from '../../lib/versioned-save';
import {
  CUSTOM_FIELD_ROWS,
  deleteCustomField,
  findCustomFieldRow,
  insertCustomField,
  listCustomFieldRecords,
  listCustomFieldsOnVisibleProjects,
  listValueRows,
  toCustomField,
  updateCustomField,
  type CustomFieldRow,
} from './custom-fields.repository';
import { seesFirmWideProjectOptions, type AuthUser } from '../auth';

export async function listCustomFields(
  deps: AppDeps,
  ids?: readonly number[],
): Promise<CustomField[]> {
  return listCustomFieldRecords(deps.knex, ids);
}

/**
 * `GET /api/custom-fields`, scoped to the caller: every field for those who
 * may create projects (the create form offers them all); anyone else reads
 * only the fields that carry a value on a project they may see.
 */
export async function listVisibleCustomFields(
  deps: AppDeps,
  user: AuthUser,
): Promise<CustomField[]> {
  if (seesFirmWideProjectOptions(user)) return listCustomFields(deps);
  return listCustomFieldsOnVisibleProjects(deps.knex, user);
}

export async function createCustomField(
  deps: AppDeps,
  input: z.output<typeof CustomFieldCreateInputSchema>,
): Promise<CustomField> {
  await assertCustomFieldNameFree(deps.knex, input.name);
  const id = await insertCustomField(deps.knex, input, deps.clock());
  return toCustomField((await findCustomFieldRow(deps.knex, id)) as CustomFieldRow);
}

/** The stored field, for a 409 body. */
async function currentField(knex: Db, id: number): Promise<CustomField> {
  return toCustomField((await findCustomFieldRow(knex, id)) as CustomFieldRow);
}

export async function changeCustomField(
  deps: AppDeps,
  fieldId: number,
  input: z.output<typeof CustomFieldUpdateInputSchema>,
): Promise<CustomField> {
  const existing = await findCustomFieldRow(deps.knex, fieldId);
  if (!existing) throw new NotFoundError('Custom field not found');
  if (existing.type !== input.type)
    throw ValidationError.field('type', 'The type of a field cannot change once it exists');
  await assertCustomFieldNameFree(deps.knex, input.name, fieldId);
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    CUSTOM_FIELD_ROWS,
    { id: fieldId, version: input.version },
    (trx) => updateCustomField(trx, fieldId, input, now),
    { now, current: currentField },
  );
  return toCustomField((await findCustomFieldRow(deps.knex, fieldId)) as CustomFieldRow);
}

/** Claim, then delete: a field someone changed meanwhile is a 409, never silently deleted. */
export async function removeCustomField(
  deps: AppDeps,
  fieldId: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  return versionedDelete(
    deps.knex,
    CUSTOM_FIELD_ROWS,
    { id: fieldId, version },
    (trx) => deleteCustomField(trx, fieldId),
    { now, current: currentField },
  );
}

/** A stored text value read back by the field's type. */
export function readValue(field: CustomField, raw: string): string | number {
  return field.type === 'number' ? Number(raw) : raw;
}

/** Values of each project, keyed by project id. */
export async function valuesByProject(
  deps: AppDeps,
  projectIds: readonly number[],
  fields: readonly CustomField[],
): Promise<Map<number, CustomFieldValue[]>> {
  const result = new Map<number, CustomFieldValue[]>();
  // No columns asked for (the browser and export without custom columns): no statement.
  if (fields.length === 0) return result;
  const byId = new Map(fields.map((f) => [f.id, f]));
  const rows = await listValueRows(
    deps.knex,
    projectIds,
    fields.map((f) => f.id),
  );
  for (const row of rows) {
    const field = byId.get(row.fieldId);
    if (!field) continue;
    const list = result.get(row.projectId) ?? [];
    list.push({ fieldId: row.fieldId, value: readValue(field, row.value) });
    result.set(row.projectId, list);
  }
  for (const list of result.values()) list.sort((a, b) => a.fieldId - b.fieldId);
  return result;
}

/**
 * Checks values against their fields' types (400 naming `customFieldValues.N.value`)
 * and returns them as stored text (null clears).
 */
export function validateValues(
  fields: readonly CustomField[],
  values: readonly CustomFieldValue[],
): Array<{ fieldId: number; value: string | null }> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const errors: FieldErrors = {};
  const result: Array<{ fieldId: number; value: string | null }> = [];
  values.forEach(({ fieldId, value }, index) => {
    const field = byId.get(fieldId);
    const fail = (key: string, message: string) => {
      (errors[`customFieldValues.${index}.${key}`] ??= []).push(message);
    };
    if (!field) return fail('fieldId', 'Unknown custom field');
    if (value === null || value === '') return void result.push({ fieldId, value: null });
    switch (field.type) {
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          return fail('value', 'Expected a number');
        break;
      case 'date':
        if (typeof value !== 'string' || !DateStringSchema.safeParse(value).success)
          return fail('value', 'Expected a date as YYYY-MM-DD');
        break;
      case 'select':
        if (typeof value !== 'string' || !field.options.includes(value))
          return fail('value', `Choose one of: ${field.options.join(', ')}`);
        break;
      case 'text':
        if (typeof value !== 'string') return fail('value', 'Expected text');
        break;
    }
    result.push({ fieldId, value: String(value) });
  });
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(errors, `${first[0]}: ${first[1][0]}`);
  return result;
}
