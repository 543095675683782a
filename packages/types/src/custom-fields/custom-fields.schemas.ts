import { z } from 'zod';
import { idParams, InstantSchema } from '../common/common.schemas';

/** Workspace-defined project fields (DOMAIN.md § Projects, custom field). */
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export const CustomFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = z.infer<typeof CustomFieldTypeSchema>;

export const CustomFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CustomFieldTypeSchema,
  /** The choices of a `select` field; empty for the other types. */
  options: z.array(z.string()),
  position: z.number().int(),
  createdAt: InstantSchema,
  version: z.number().int(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

/** A project's value of one field: text and select as strings, date as YYYY-MM-DD, number as a number. */
export const CustomFieldValueSchema = z.object({
  fieldId: z.number().int(),
  value: z.union([z.string().max(500), z.number()]).nullable(),
});
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;

const CustomFieldFieldsSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(80),
  type: CustomFieldTypeSchema,
  options: z.array(z.string().trim().min(1).max(80)).max(100).default([]),
  position: z.number().int().min(0).max(10_000).optional(),
});

function selectNeedsOptions(
  value: { type: CustomFieldType; options: string[] },
  ctx: z.RefinementCtx,
) {
  if (value.type === 'select' && value.options.length === 0)
    ctx.addIssue({ code: 'custom', message: 'A select field needs options', path: ['options'] });
  if (new Set(value.options).size !== value.options.length)
    ctx.addIssue({ code: 'custom', message: 'Options must be unique', path: ['options'] });
}

export const CustomFieldCreateInputSchema = CustomFieldFieldsSchema.superRefine(selectNeedsOptions);
export const CustomFieldUpdateInputSchema = CustomFieldFieldsSchema.extend({
  version: z.number({ error: 'version is required' }).int().positive(),
}).superRefine(selectNeedsOptions);
export type CustomFieldCreateInput = z.input<typeof CustomFieldCreateInputSchema>;
export type CustomFieldUpdateInput = z.input<typeof CustomFieldUpdateInputSchema>;

export const CustomFieldParamsSchema = idParams('fieldId');
