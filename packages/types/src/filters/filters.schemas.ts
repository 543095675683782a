import { z } from 'zod';

/** One choice of a filter (SPEC §3: items with title and value). */
export const FilterItemSchema = z.object({
  title: z.string(),
  value: z.union([z.number(), z.string()]),
});

/** A filter a list page offers (SPEC §3). */
export const FilterDefinitionSchema = z.object({
  name: z.string(),
  subject: z.string(),
  multiple: z.boolean(),
  items: z.array(FilterItemSchema),
  defaultItem: FilterItemSchema.nullable(),
});
export type FilterDefinition = z.infer<typeof FilterDefinitionSchema>;

/** A chosen filter value (SPEC §3); URL values are parsed as integers (SPEC §5). */
export const FilterValueSchema = z.object({
  filterName: z.string().min(1).max(64),
  intValue: z.number().int().nullable().optional(),
  intArrayValue: z.array(z.number().int()).max(1000).nullable().optional(),
  stringValue: z.string().max(200).nullable().optional(),
});
export type FilterValue = z.infer<typeof FilterValueSchema>;
