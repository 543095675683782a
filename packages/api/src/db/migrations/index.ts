import type { Knex } from 'knex';
import * as identity from './20250101000000_identity';
import * as projects from './20250101000100_projects';
import * as quotes from './20250101000200_quotes';
import * as projectDetails from './20250201000000_project_details';
import * as projectRagChanges from './20250201000100_project_rag_changes';
import * as customFields from './20250201000200_custom_fields';
import * as discussion from './20250201000300_discussion';
import * as notifications from './20250201000400_notifications';
import * as administration from './20250301000000_administration';
import * as lastSignIn from './20250301000100_last_sign_in';
import * as searchCoveringIndexes from './20250401000000_search_covering_indexes';
import * as searchTokens from './20250501000000_search_tokens';
import * as projectListIndexes from './20250501000100_project_list_indexes';
import * as discussionVersions from './20250601000000_discussion_versions';
import * as idempotencyKeys from './20250601000100_idempotency_keys';
import * as idempotencySealedReplies from './20251201001500_idempotency_sealed_replies';
import * as tasks from './20250701000000_tasks';
import * as taskHistory from './20250701000100_task_history';
import * as taskComments from './20250701000200_task_comments';
import * as taskTodos from './20250701000300_task_todos';
import * as taskAttachments from './20250701000400_task_attachments';
import * as timesheets from './20250801000000_timesheets';
import * as timeInLieu from './20250801000100_time_in_lieu';
import * as timesheetExportTemplates from './20250801000200_timesheet_export_templates';
import * as milestones from './20250901000000_milestones';
import * as timeMaterial from './20250901000100_time_material';
import * as scope from './20250901000200_scope';
import * as quoteEngine from './20251001000000_quote_engine';
import * as quoteListIndexes from './20251001000100_quote_list_indexes';
import * as quoteResourceRole from './20251001000300_quote_resource_role';
import * as risks from './20251101000000_risks';
import * as riskSearchText from './20251101000010_risk_search_text';
import * as mailOutbox from './20251101000100_mail_outbox';
import * as lessons from './20251101000200_lessons';
import * as contacts from './20251101000300_contacts';
import * as contactBillingDetails from './20260301003100_contact_billing_details';
import * as billingSettings from './20260301003200_billing_settings';
import * as invoiceListSorts from './20260301004000_invoice_list_sorts';
import * as invoiceRevision from './20260301005000_invoice_revision';
import * as apiTokens from './20260401000000_api_tokens';
import * as calendarFeeds from './20260401000500_calendar_feeds';
import * as timeEntriesBulkInsertTriggers from './20260420000000_time_entries_bulk_insert_triggers';
import * as oidcSignIn from './20260415000000_oidc_sign_in';
import * as webhooks from './20260401001000_webhooks';
import * as imports from './20260501000000_imports';
import * as statusReports from './20251101000400_status_reports';
import * as quoteDraftSums from './20251101000900_quote_draft_sums';
import * as projectMonthFigures from './20251201000000_project_month_figures';
import * as financeRecalcQueue from './20251201000100_finance_recalc_queue';
import * as exchangeRates from './20251201000200_exchange_rates';
import * as dashboardIndexes from './20251201000300_dashboard_indexes';
import * as holidays from './20251201000400_holidays';
import * as monthFiguresCurrency from './20251201000500_month_figures_currency';
import * as timeEntriesCoveringIndexes from './20251201000600_time_entries_covering_indexes';
import * as taskLoggedMinutes from './20251201000700_task_logged_minutes';
import * as timeEntriesRestrict from './20251201000800_time_entries_restrict';
import * as timesheetLockUnique from './20251201000810_timesheet_lock_unique';
import * as uniqueNames from './20251201000900_unique_names';
import * as jobLeases from './20251201001600_job_leases';
import * as taskSearchText from './20251201001700_task_search_text';
import * as workloadStore from './20251201001800_workload_store';
import * as timesheetApprovals from './20251201002100_timesheet_approvals';
import * as timesheetTimers from './20260101003000_timesheet_timers';
import * as taskDependencies from './20260201000000_task_dependencies';
import * as timesheetTimerVersions from './20260201000100_timesheet_timer_versions';
import * as invoices from './20260301000000_invoices';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. Registered statically (not read from a folder)
 * so the esbuild bundle carries them. Append new ones; never rename old ones.
 */
const migrations: Array<[name: string, migration: Migration]> = [
  ['20250101000000_identity', identity],
  ['20250101000100_projects', projects],
  ['20250101000200_quotes', quotes],
  ['20250201000000_project_details', projectDetails],
  ['20250201000100_project_rag_changes', projectRagChanges],
  ['20250201000200_custom_fields', customFields],
  ['20250201000300_discussion', discussion],
  ['20250201000400_notifications', notifications],
  ['20250301000000_administration', administration],
  ['20250301000100_last_sign_in', lastSignIn],
  ['20250401000000_search_covering_indexes', searchCoveringIndexes],
  ['20250501000000_search_tokens', searchTokens],
  ['20250501000100_project_list_indexes', projectListIndexes],
  ['20250601000000_discussion_versions', discussionVersions],
  ['20250601000100_idempotency_keys', idempotencyKeys],
  ['20250701000000_tasks', tasks],
  ['20250701000100_task_history', taskHistory],
  ['20250701000200_task_comments', taskComments],
  ['20250701000300_task_todos', taskTodos],
  ['20250701000400_task_attachments', taskAttachments],
  ['20250801000000_timesheets', timesheets],
  ['20250801000100_time_in_lieu', timeInLieu],
  ['20250801000200_timesheet_export_templates', timesheetExportTemplates],
  ['20250901000000_milestones', milestones],
  ['20250901000100_time_material', timeMaterial],
  ['20250901000200_scope', scope],
  ['20251001000000_quote_engine', quoteEngine],
  ['20251001000100_quote_list_indexes', quoteListIndexes],
  ['20251001000300_quote_resource_role', quoteResourceRole],
  ['20251101000000_risks', risks],
  ['20251101000010_risk_search_text', riskSearchText],
  ['20251101000100_mail_outbox', mailOutbox],
  ['20251101000200_lessons', lessons],
  ['20251101000300_contacts', contacts],
  ['20251101000400_status_reports', statusReports],
  ['20251101000900_quote_draft_sums', quoteDraftSums],
  ['20251201000000_project_month_figures', projectMonthFigures],
  ['20251201000100_finance_recalc_queue', financeRecalcQueue],
  ['20251201000200_exchange_rates', exchangeRates],
  ['20251201000300_dashboard_indexes', dashboardIndexes],
  ['20251201000400_holidays', holidays],
  ['20251201000500_month_figures_currency', monthFiguresCurrency],
  ['20251201000600_time_entries_covering_indexes', timeEntriesCoveringIndexes],
  ['20251201000700_task_logged_minutes', taskLoggedMinutes],
  ['20251201000800_time_entries_restrict', timeEntriesRestrict],
  ['20251201000810_timesheet_lock_unique', timesheetLockUnique],
  ['20251201000900_unique_names', uniqueNames],
  ['20251201001500_idempotency_sealed_replies', idempotencySealedReplies],
  ['20251201001600_job_leases', jobLeases],
  ['20251201001700_task_search_text', taskSearchText],
  ['20251201001800_workload_store', workloadStore],
  ['20251201002100_timesheet_approvals', timesheetApprovals],
  ['20260101003000_timesheet_timers', timesheetTimers],
  ['20260201000000_task_dependencies', taskDependencies],
  ['20260201000100_timesheet_timer_versions', timesheetTimerVersions],
  ['20260301000000_invoices', invoices],
  ['20260301003100_contact_billing_details', contactBillingDetails],
  ['20260301003200_billing_settings', billingSettings],
  ['20260301004000_invoice_list_sorts', invoiceListSorts],
  ['20260301005000_invoice_revision', invoiceRevision],
  ['20260401000000_api_tokens', apiTokens],
  ['20260401000500_calendar_feeds', calendarFeeds],
  ['20260401001000_webhooks', webhooks],
  ['20260415000000_oidc_sign_in', oidcSignIn],
  ['20260420000000_time_entries_bulk_insert_triggers', timeEntriesBulkInsertTriggers],
  ['20260501000000_imports', imports],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
