import { anyOf, internal, project, task } from './lib/permission';

/**
 * The named permissions of the route table (`routes.ts`): global flags
 * (`anyOf`), the flag on the route's project (`project`), the rule on the
 * route's task (`task`). One name per rule, so the table reads as a list of
 * routes and the authorization matrix names what each one needs.
 */

/** Global flags that open the project lists (visibility is then scoped per project in SQL). */
export const PROJECT_READERS = ['readSomeProjects', 'readAllProjects'] as const;
export const READ_PROJECTS = anyOf(...PROJECT_READERS);
export const READ_PROJECTS_OR_CREATE = anyOf(...PROJECT_READERS, 'createProjects');
export const MANAGE_ALL_PROJECTS = anyOf('manageAllProjects');
export const CREATE_FROM_QUOTE = anyOf('createProjects', 'manageAllProjects');
// Project permissions: the flag on the project named by the route's {projectId}.
export const DELETE_PROJECT = project('deleteProject');
export const MANAGE_MEMBERS = project('manageMembers');
export const MANAGE_SETTINGS = project('manageSettings');
export const POST_DISCUSSION = project('postDiscussion');
export const READ_DISCUSSION = project('readDiscussion');
export const READ_MILESTONES = project('readMilestones');
export const MANAGE_MILESTONES = project('manageMilestones');
export const READ_PROJECT = project('readProject');
export const READ_RAG = project('readRag');
// The project timeline and its baselines: the project's task readers (the tasks shown are
// then scoped as every task list); freezing a baseline: who may edit any task of it.
export const READ_PROJECT_TIMELINE = project('readTasks');
export const MANAGE_BASELINES = project('updateAnyTask');
export const UPDATE_PROJECT = project('updateProject');
export const UPDATE_RAG = project('updateRag');
// Scope: deciding needs the project's manageFinancials too (checked in the service).
export const READ_SCOPE = project('readScope');
export const MANAGE_SCOPE = project('manageScope');
export const READ_FINANCIALS = project('readFinancials');
export const SEARCH = anyOf('readSomeProjects', 'readAllProjects', 'readQuotes');
// Contacts: the global directory's flags.
export const READ_CONTACTS = anyOf('readGlobalContact');
export const MANAGE_CONTACTS = anyOf('manageGlobalContacts');
export const QUOTE_READERS = anyOf(
  'readQuotes',
  'readQuoteRateProfiles',
  'readQuotePricingConfigs',
);
export const READ_QUOTES = anyOf('readQuotes');
export const MANAGE_QUOTES = anyOf('manageQuotes');
export const READ_RATE_PROFILES = anyOf('readQuoteRateProfiles', 'manageQuoteRateProfiles');
export const MANAGE_RATE_PROFILES = anyOf('manageQuoteRateProfiles');
export const READ_PRICING_CONFIGS = anyOf('readQuotePricingConfigs', 'manageQuotePricingConfigs');
export const MANAGE_PRICING_CONFIGS = anyOf('manageQuotePricingConfigs');
// Team managers pick members from the user list too.
export const LIST_USERS = anyOf('readIdentityUsers', 'manageIdentityUsers', 'manageTeams');
export const READ_USERS = anyOf('readIdentityUsers', 'manageIdentityUsers');
export const READ_USER_PERMISSIONS = anyOf(
  'readIdentityUsers',
  'manageIdentityUsers',
  'manageRoles',
);
export const MANAGE_USERS = anyOf('manageIdentityUsers');
// The user pages read the roles too.
export const READ_ROLES = anyOf('manageRoles', 'readIdentityUsers', 'manageIdentityUsers');
export const MANAGE_ROLES = anyOf('manageRoles');
// User editors pick teams too.
export const READ_TEAMS = anyOf('readTeams', 'manageTeams', 'manageIdentityUsers');
export const MANAGE_TEAMS = anyOf('manageTeams');
export const READ_SALARY_GROUPS = anyOf('readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups');
export const MANAGE_SALARY_GROUPS = anyOf('manageEmployeeSalaryGroups');
export const READ_EMPLOYEES = anyOf('readEmployees', 'manageEmployees');
export const MANAGE_EMPLOYEES = anyOf('manageEmployees');
// Salary entries only with the salary flags (filtered by the audit service).
export const READ_AUDIT = anyOf('manageRoles');
// Task lists and pickers: a task reading flag; the lists are scoped in SQL.
export const READ_TASKS = anyOf('readProjectTasks', 'readAssignedProjectTasks');
// Creating tasks and picking assignees: readProjectTasks (plus the project's createTasks / readTasks).
export const PROJECT_TASK_READERS = anyOf('readProjectTasks');
// Task stats: readProjectTaskStats for all tasks, a task reading flag (and the project's
// readTasks) for one project's; the service decides which applies, the figures are scoped in SQL.
export const READ_TASK_STATS = anyOf(
  'readProjectTaskStats',
  'readProjectTasks',
  'readAssignedProjectTasks',
);
// Task permissions: the flag on the task named by the route's {taskId}.
export const TASK_READ = task('read');
export const TASK_UPDATE = task('update');
export const TASK_DELETE = task('delete');
export const TASK_ASSIGN = task('changeAssignee');
export const TASK_CHANGE_STATUS = task('changeStatus');
export const TASK_COMMENT = task('comment');
export const TASK_TODOS = task('manageTodos');
export const TASK_ATTACH = task('attach');
// Timesheets: every staff member keeps their own; whose time one may see or
// change beyond that is decided per user in the service (modules/timesheet/README.md).
export const TIMESHEET_USERS = internal;
export const READ_PROJECT_TIME = project('readTasks');
// The running timer: one's own; its target is checked as logging time on it is (in the service).
export const TIMESHEET_TIMER = internal;
export const READ_TIMESHEET_LOCKS = anyOf('readTimesheetLocks', 'manageTimesheetLocks');
export const MANAGE_TIMESHEET_LOCKS = anyOf('manageTimesheetLocks');
export const MANAGE_TIMESHEET_TASKS = anyOf('manageTimesheetTasks');
// Approvers also lead the user's team or read every timesheet (checked in the service); a
// team lead holds approveTeamTimesheets (Project Manager). The inbox lists, in SQL, the weeks
// the caller decides.
export const APPROVE_TIMESHEETS = anyOf('approveTimesheets', 'approveTeamTimesheets');
export const MANAGE_TIME_IN_LIEU = anyOf('manageTimeInLieu');
// Export templates: readers list and run them (rows scoped to the caller's readable time in SQL).
export const READ_EXPORT_TEMPLATES = anyOf(
  'readTimesheetExportTemplates',
  'manageTimesheetExportTemplates',
);
export const MANAGE_EXPORT_TEMPLATES = anyOf('manageTimesheetExportTemplates');
// Lessons: a project's with its readLessons / manageLessons; the library with the global flag,
// its rows scoped in SQL to the projects whose lessons the user reads (never stakeholders').
export const READ_LESSONS = project('readLessons');
export const MANAGE_LESSONS = project('manageLessons');
export const READ_LESSON_LIBRARY = anyOf('readSomeProjectLessons');
// Time and material: readers without manageTimeMaterial get no rates and no link state.
export const READ_TIME_MATERIAL = project('readTimeMaterial');
export const MANAGE_TIME_MATERIAL = project('manageTimeMaterial');
// Risks and issues (modules/risks/README.md): the register and an item are read with
// readProject, a stakeholder getting only the shared items (service); comments need readRisks.
export const READ_RISK_REGISTER = project('readProject');
export const READ_RISKS = project('readRisks');
export const MANAGE_RISKS = project('manageRisks');
// The portfolio and subscriptions: the global flag; the items are scoped in SQL.
export const READ_SOME_PROJECT_RISKS = anyOf('readSomeProjectRisks');
// Workload: everyone visible with readResourceAllocation, oneself alone with the own flag (service).
export const READ_WORKLOAD = anyOf('readResourceAllocation', 'readOwnResourceAllocation');
// Holidays: every staff member reads the calendar; those who run the working-time rules keep it.
export const READ_HOLIDAYS = internal;
export const MANAGE_HOLIDAYS = anyOf('manageTimesheetLocks');

/**
 * The route table: one line per route, each with the permission it declares
 * and the handler in its module's router (`modules/<module>/<module>.router.ts`).
 * Registration (`lib/register-routes.ts`) derives the Express path from the
 * descriptor, enforces the permission, validates input and output; the
 * authorization matrix test (`routes.api.test.ts`) checks every line for every
 * demo account.
 */
// Status reports: the project's flags (createReports comes with createProjectGeneralReports, see
// auth/policy.ts), and either global report flag for the portfolio pages.
export const READ_REPORTS = project('readReports');
export const CREATE_REPORTS = project('createReports');
export const PORTFOLIO_REPORTS = anyOf('readProjectGeneralReports', 'createProjectGeneralReports');
// Finances (modules/finances/READING.md): the portfolio with the amounts flag, its projects scoped
// in SQL to those whose readFinancials the user holds; cost and margin also need
// readEmployeeSalaryGroups (service). Exchange rates are kept by those who keep the rate profiles.
export const READ_FINANCE_AMOUNTS = anyOf('readSomeProjectFinancialMilestoneAmount');
export const MANAGE_EXCHANGE_RATES = anyOf('manageQuoteRateProfiles');
// Invoices (modules/invoices/README.md): the list and an invoice with either flag, scoped in SQL
// to the projects whose figures the user reads (a Project Manager: their projects'); writes need
// manageInvoices (Finance, the administrator).
export const READ_INVOICES = anyOf('readInvoices', 'manageInvoices');
export const MANAGE_INVOICES = anyOf('manageInvoices');
// Billing settings (modules/billing): on every invoice, so every internal user reads them (never a
// stakeholder); administrators keep them.
export const READ_BILLING_SETTINGS = internal;
export const MANAGE_BILLING_SETTINGS = anyOf('manageRoles');
// Webhooks (issue 33 § 3): the administrators' (manageWebhooks); the deliveries carry events of
// every project, so no narrower reader.
export const MANAGE_WEBHOOKS = anyOf('manageWebhooks');
// Imports (issue 34, modules/imports): the Administrator's (manageImports); each row is still
// written through its module's typed write, under that write's own rules.
export const MANAGE_IMPORTS = anyOf('manageImports');
