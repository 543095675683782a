import type { TimesheetExportColumn } from '@keel/types';
import type { Knex } from 'knex';
import {
  exportTemplateNameTaken,
  insertExportTemplate,
} from '../modules/timesheet/export-templates.repository';

/**
 * The demo's timesheet export template (issue 12, demo data): the billable
 * hours of a month, as XLSX, ready to run from Management > Export. Fixed
 * data; added only when no template has its name.
 */
export const DEMO_EXPORT_TEMPLATE = {
  name: 'Monthly billable hours',
  format: 'xlsx',
  columns: [
    'date',
    'user',
    'projectCode',
    'project',
    'task',
    'hours',
    'note',
  ] satisfies TimesheetExportColumn[],
  filters: { userIds: [], teamIds: [], projectIds: [], billable: 'billable' },
} as const;

export async function seedTimesheetExportDemo(
  knex: Knex,
  options: { adminId: number; seedTime: number },
): Promise<void> {
  if (await exportTemplateNameTaken(knex, DEMO_EXPORT_TEMPLATE.name)) return;
  await insertExportTemplate(
    knex,
    {
      name: DEMO_EXPORT_TEMPLATE.name,
      format: DEMO_EXPORT_TEMPLATE.format,
      columns: DEMO_EXPORT_TEMPLATE.columns,
      filters: { ...DEMO_EXPORT_TEMPLATE.filters, userIds: [], teamIds: [], projectIds: [] },
    },
    options.adminId,
    options.seedTime,
  );
}
