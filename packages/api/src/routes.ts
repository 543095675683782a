import {
  adminEndpoints,
  auditEndpoints,
  authEndpoints,
  CONTACTS_EXPORT_PATH,
  contactsEndpoints,
  customFieldsEndpoints,
  discussionEndpoints,
  fromQuoteEndpoints,
  lessonsEndpoints,
  generalEndpoints,
  milestonesEndpoints,
  notificationsEndpoints,
  profileEndpoints,
  risksEndpoints,
  PROJECTS_EXPORT_PATH,
  projectsEndpoints,
  pricingConfigsEndpoints,
  quotesEndpoints,
  quoteTemplatesEndpoints,
  rateProfilesEndpoints,
  rolesEndpoints,
  salariesEndpoints,
  scopeEndpoints,
  searchEndpoints,
  TASK_ATTACHMENT_DOWNLOAD_PATH,
  TIMESHEET_EXPORT_RUN_PATH,
  tasksEndpoints,
  teamsEndpoints,
  timeMaterialEndpoints,
  reportsEndpoints,
  timesheetEndpoints,
  usersEndpoints,
  workloadEndpoints,
  holidaysEndpoints,
  FINANCES_FORECAST_EXPORT_PATH,
  FINANCES_HISTORY_EXPORT_PATH,
  financesEndpoints,
} from '@keel/types';
import { anyOf, internal, project, publicAccess, signedIn, task } from './lib/permission';
import { rawRoute, route, type RouteDefinition } from './lib/route';
import * as adminUsers from './modules/admin-users/admin-users.router';
import * as audit from './modules/audit/audit.router';
import * as auth from './modules/auth/auth.router';
import * as contacts from './modules/contacts/contacts.router';
import * as customFields from './modules/custom-fields/custom-fields.router';
import * as discussion from './modules/discussion/discussion.router';
import * as fromQuote from './modules/quotes/from-quote.router';
import * as docs from './modules/docs/docs.router';
import { DOCS_ROUTES } from './modules/docs/openapi';
import * as general from './modules/general/general.router';
import * as lessons from './modules/lessons/lessons.router';
import * as milestones from './modules/milestones/milestones.router';
import * as notifications from './modules/notifications/notifications.router';
import * as profile from './modules/profile/profile.router';
import * as projects from './modules/projects/projects.router';
import * as pricingConfigs from './modules/quotes/pricing-configs.router';
import * as quotes from './modules/quotes/quotes.router';
import * as reports from './modules/reports/reports.router';
import * as rateProfiles from './modules/quotes/rate-profiles.router';
import * as risks from './modules/risks/risks.router';
import * as roles from './modules/roles/roles.router';
import * as salaries from './modules/salaries/salaries.router';
import * as scope from './modules/scope/scope.router';
import * as search from './modules/search/search.router';
import * as tasks from './modules/tasks/tasks.router';
import * as teams from './modules/teams/teams.router';
import * as timeMaterial from './modules/time-material/time-material.router';
import * as timesheet from './modules/timesheet/timesheet.router';
import * as users from './modules/users/users.router';
import { getCurrentUser } from './modules/users';
import * as workload from './modules/workload/workload.router';
import * as holidays from './modules/workload/holidays.router';
import * as finances from './modules/finances/finances.router';

/** Global flags that open the project lists (visibility is then scoped per project in SQL). */
const PROJECT_READERS = ['readSomeProjects', 'readAllProjects'] as const;
const READ_PROJECTS = anyOf(...PROJECT_READERS);
const READ_PROJECTS_OR_CREATE = anyOf(...PROJECT_READERS, 'createProjects');
const MANAGE_ALL_PROJECTS = anyOf('manageAllProjects');
const CREATE_FROM_QUOTE = anyOf('createProjects', 'manageAllProjects');
// Project permissions: the flag on the project named by the route's {projectId}.
const DELETE_PROJECT = project('deleteProject');
const MANAGE_MEMBERS = project('manageMembers');
const MANAGE_SETTINGS = project('manageSettings');
const POST_DISCUSSION = project('postDiscussion');
const READ_DISCUSSION = project('readDiscussion');
const READ_MILESTONES = project('readMilestones');
const MANAGE_MILESTONES = project('manageMilestones');
const READ_PROJECT = project('readProject');
const READ_RAG = project('readRag');
const UPDATE_PROJECT = project('updateProject');
const UPDATE_RAG = project('updateRag');
// Scope: deciding needs the project's manageFinancials too (checked in the service).
const READ_SCOPE = project('readScope');
const MANAGE_SCOPE = project('manageScope');
const READ_FINANCIALS = project('readFinancials');
const SEARCH = anyOf('readSomeProjects', 'readAllProjects', 'readQuotes');
// Contacts: the global directory's flags.
const READ_CONTACTS = anyOf('readGlobalContact');
const MANAGE_CONTACTS = anyOf('manageGlobalContacts');
const QUOTE_READERS = anyOf('readQuotes', 'readQuoteRateProfiles', 'readQuotePricingConfigs');
const READ_QUOTES = anyOf('readQuotes');
const MANAGE_QUOTES = anyOf('manageQuotes');
const READ_RATE_PROFILES = anyOf('readQuoteRateProfiles', 'manageQuoteRateProfiles');
const MANAGE_RATE_PROFILES = anyOf('manageQuoteRateProfiles');
const READ_PRICING_CONFIGS = anyOf('readQuotePricingConfigs', 'manageQuotePricingConfigs');
const MANAGE_PRICING_CONFIGS = anyOf('manageQuotePricingConfigs');
// Team managers pick members from the user list too.
const LIST_USERS = anyOf('readIdentityUsers', 'manageIdentityUsers', 'manageTeams');
const READ_USERS = anyOf('readIdentityUsers', 'manageIdentityUsers');
const READ_USER_PERMISSIONS = anyOf('readIdentityUsers', 'manageIdentityUsers', 'manageRoles');
const MANAGE_USERS = anyOf('manageIdentityUsers');
// The user pages read the roles too.
const READ_ROLES = anyOf('manageRoles', 'readIdentityUsers', 'manageIdentityUsers');
const MANAGE_ROLES = anyOf('manageRoles');
// User editors pick teams too.
const READ_TEAMS = anyOf('readTeams', 'manageTeams', 'manageIdentityUsers');
const MANAGE_TEAMS = anyOf('manageTeams');
const READ_SALARY_GROUPS = anyOf('readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups');
const MANAGE_SALARY_GROUPS = anyOf('manageEmployeeSalaryGroups');
const READ_EMPLOYEES = anyOf('readEmployees', 'manageEmployees');
const MANAGE_EMPLOYEES = anyOf('manageEmployees');
// Salary entries only with the salary flags (filtered by the audit service).
const READ_AUDIT = anyOf('manageRoles');
// Task lists and pickers: a task reading flag; the lists are scoped in SQL.
const READ_TASKS = anyOf('readProjectTasks', 'readAssignedProjectTasks');
// Creating tasks and picking assignees: readProjectTasks (plus the project's createTasks / readTasks).
const PROJECT_TASK_READERS = anyOf('readProjectTasks');
// Task stats: readProjectTaskStats for all tasks, a task reading flag (and the project's
// readTasks) for one project's; the service decides which applies, the figures are scoped in SQL.
const READ_TASK_STATS = anyOf(
  'readProjectTaskStats',
  'readProjectTasks',
  'readAssignedProjectTasks',
);
// Task permissions: the flag on the task named by the route's {taskId}.
const TASK_READ = task('read');
const TASK_UPDATE = task('update');
const TASK_DELETE = task('delete');
const TASK_ASSIGN = task('changeAssignee');
const TASK_CHANGE_STATUS = task('changeStatus');
const TASK_COMMENT = task('comment');
const TASK_TODOS = task('manageTodos');
const TASK_ATTACH = task('attach');
// Timesheets: every staff member keeps their own; whose time one may see or
// change beyond that is decided per user in the service (modules/timesheet/README.md).
const TIMESHEET_USERS = internal;
const READ_PROJECT_TIME = project('readTasks');
const READ_TIMESHEET_LOCKS = anyOf('readTimesheetLocks', 'manageTimesheetLocks');
const MANAGE_TIMESHEET_LOCKS = anyOf('manageTimesheetLocks');
const MANAGE_TIMESHEET_TASKS = anyOf('manageTimesheetTasks');
// Approvers also lead the user's team or read every timesheet (checked in the service).
const APPROVE_TIMESHEETS = anyOf('approveTimesheets');
const MANAGE_TIME_IN_LIEU = anyOf('manageTimeInLieu');
// Export templates: readers list and run them (rows scoped to the caller's readable time in SQL).
const READ_EXPORT_TEMPLATES = anyOf(
  'readTimesheetExportTemplates',
  'manageTimesheetExportTemplates',
);
const MANAGE_EXPORT_TEMPLATES = anyOf('manageTimesheetExportTemplates');
// Lessons: a project's with its readLessons / manageLessons; the library with the global flag,
// its rows scoped in SQL to the projects whose lessons the user reads (never stakeholders').
const READ_LESSONS = project('readLessons');
const MANAGE_LESSONS = project('manageLessons');
const READ_LESSON_LIBRARY = anyOf('readSomeProjectLessons');
// Time and material: readers without manageTimeMaterial get no rates and no link state.
const READ_TIME_MATERIAL = project('readTimeMaterial');
const MANAGE_TIME_MATERIAL = project('manageTimeMaterial');
// Risks and issues (modules/risks/README.md): the register and an item are read with
// readProject, a stakeholder getting only the shared items (service); comments need readRisks.
const READ_RISK_REGISTER = project('readProject');
const READ_RISKS = project('readRisks');
const MANAGE_RISKS = project('manageRisks');
// The portfolio and subscriptions: the global flag; the items are scoped in SQL.
const READ_SOME_PROJECT_RISKS = anyOf('readSomeProjectRisks');
// Workload: everyone visible with readResourceAllocation, oneself alone with the own flag (service).
const READ_WORKLOAD = anyOf('readResourceAllocation', 'readOwnResourceAllocation');
// Holidays: every staff member reads the calendar; those who run the working-time rules keep it.
const READ_HOLIDAYS = internal;
const MANAGE_HOLIDAYS = anyOf('manageTimesheetLocks');

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
const READ_REPORTS = project('readReports');
const CREATE_REPORTS = project('createReports');
const PORTFOLIO_REPORTS = anyOf('readProjectGeneralReports', 'createProjectGeneralReports');
// Finances (modules/finances/READING.md): the portfolio with the amounts flag, its projects scoped
// in SQL to those whose readFinancials the user holds; cost and margin also need
// readEmployeeSalaryGroups (service). Exchange rates are kept by those who keep the rate profiles.
const READ_FINANCE_AMOUNTS = anyOf('readSomeProjectFinancialMilestoneAmount');
const MANAGE_EXCHANGE_RATES = anyOf('manageQuoteRateProfiles');

export const routes: readonly RouteDefinition[] = [
  // general
  route(generalEndpoints.health, publicAccess, general.health),
  route(generalEndpoints.measurementUnits, signedIn, general.measurementUnits),
  rawRoute(
    '/api/openapi.json',
    'OpenAPI document',
    publicAccess,
    docs.openApi,
    DOCS_ROUTES.document,
  ),
  rawRoute('/api/docs', 'API documentation page', publicAccess, docs.docsPage, DOCS_ROUTES.page),
  rawRoute(
    '/api/docs/assets/{file}',
    'API documentation assets',
    publicAccess,
    docs.docsAsset,
    DOCS_ROUTES.asset,
  ),

  // auth
  route(authEndpoints.login, publicAccess, auth.login(getCurrentUser)),
  route(authEndpoints.logout, publicAccess, auth.logout),
  route(authEndpoints.checkInvitation, publicAccess, auth.checkInvitation),
  route(authEndpoints.signup, publicAccess, auth.signup(getCurrentUser)),

  // users
  route(usersEndpoints.current, signedIn, users.current),
  route(usersEndpoints.saveTasksPageCustomViews, signedIn, users.saveTasksPageCustomViews),
  route(usersEndpoints.saveTasksTableCustomViews, signedIn, users.saveTasksTableCustomViews),
  route(usersEndpoints.saveProjectsBrowserColumns, signedIn, users.saveProjectsBrowserColumns),

  // search
  route(searchEndpoints.search, SEARCH, search.search),

  // quotes
  route(quotesEndpoints.types, QUOTE_READERS, quotes.types),
  // Static paths under /api/quotes first: they must win over /api/quotes/{quoteId}.
  route(rateProfilesEndpoints.list, READ_RATE_PROFILES, rateProfiles.list),
  route(rateProfilesEndpoints.save, MANAGE_RATE_PROFILES, rateProfiles.save),
  route(rateProfilesEndpoints.options, READ_RATE_PROFILES, rateProfiles.options),
  route(rateProfilesEndpoints.remove, MANAGE_RATE_PROFILES, rateProfiles.remove),
  route(pricingConfigsEndpoints.list, READ_PRICING_CONFIGS, pricingConfigs.list),
  route(pricingConfigsEndpoints.create, MANAGE_PRICING_CONFIGS, pricingConfigs.create),
  route(pricingConfigsEndpoints.options, READ_PRICING_CONFIGS, pricingConfigs.options),
  route(pricingConfigsEndpoints.update, MANAGE_PRICING_CONFIGS, pricingConfigs.update),
  route(pricingConfigsEndpoints.remove, MANAGE_PRICING_CONFIGS, pricingConfigs.remove),
  route(pricingConfigsEndpoints.configOptions, READ_PRICING_CONFIGS, pricingConfigs.configOptions),
  route(pricingConfigsEndpoints.addMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.addMarkup),
  route(pricingConfigsEndpoints.markupOptions, READ_PRICING_CONFIGS, pricingConfigs.markupOptions),
  route(pricingConfigsEndpoints.updateMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.updateMarkup),
  route(pricingConfigsEndpoints.removeMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.removeMarkup),
  route(
    pricingConfigsEndpoints.markupEntryOptions,
    READ_PRICING_CONFIGS,
    pricingConfigs.markupEntryOptions,
  ),

  // quotes and templates: `query` before `{quoteId}`, so Express never reads it as an id
  route(quotesEndpoints.query, READ_QUOTES, quotes.query),
  route(quotesEndpoints.queryOptions, READ_QUOTES, quotes.queryOptions),
  route(quotesEndpoints.create, MANAGE_QUOTES, quotes.create),
  route(quotesEndpoints.get, READ_QUOTES, quotes.get),
  route(quotesEndpoints.update, MANAGE_QUOTES, quotes.update),
  route(quotesEndpoints.remove, MANAGE_QUOTES, quotes.remove),
  route(quotesEndpoints.brief, READ_QUOTES, quotes.brief),
  route(quotesEndpoints.revisions, READ_QUOTES, quotes.revisions),
  route(quotesEndpoints.createRevision, MANAGE_QUOTES, quotes.createRevision),
  route(quotesEndpoints.status, MANAGE_QUOTES, quotes.status),
  route(quotesEndpoints.archive, MANAGE_QUOTES, quotes.archive),
  route(quoteTemplatesEndpoints.create, MANAGE_QUOTES, quotes.templateCreate),
  route(quoteTemplatesEndpoints.query, READ_QUOTES, quotes.templateQuery),
  route(quoteTemplatesEndpoints.get, READ_QUOTES, quotes.templateGet),
  route(quoteTemplatesEndpoints.update, MANAGE_QUOTES, quotes.templateUpdate),
  route(quoteTemplatesEndpoints.remove, MANAGE_QUOTES, quotes.templateRemove),

  // projects: fixed paths first, so Express never reads "options" or "query" as a {projectId}
  route(projectsEndpoints.create, anyOf('createProjects', 'manageAllProjects'), projects.create),
  // Before the {projectId} routes. Create also needs readQuotes, update the project's
  // updateProject and readFinancials (the project is the quote's, checked in the service).
  route(fromQuoteEndpoints.createOptions, CREATE_FROM_QUOTE, fromQuote.createOptions),
  route(fromQuoteEndpoints.create, CREATE_FROM_QUOTE, fromQuote.create),
  route(fromQuoteEndpoints.updateOptions, anyOf('readQuotes'), fromQuote.updateOptions),
  route(fromQuoteEndpoints.update, anyOf('readQuotes'), fromQuote.update),
  route(projectsEndpoints.options, READ_PROJECTS_OR_CREATE, projects.options),
  route(projectsEndpoints.query, READ_PROJECTS, projects.query),
  rawRoute(
    PROJECTS_EXPORT_PATH,
    projects.EXPORT_SUMMARY,
    READ_PROJECTS,
    projects.exportCsv,
    projects.EXPORT_DOC,
  ),
  route(projectsEndpoints.queryOptions, READ_PROJECTS, projects.queryOptions),
  route(projectsEndpoints.summary, READ_PROJECTS, projects.summary),
  route(projectsEndpoints.globalQuery, READ_PROJECTS, projects.globalQuery),
  route(projectsEndpoints.recalculateAll, MANAGE_ALL_PROJECTS, finances.recalculateAll),
  route(projectsEndpoints.get, READ_PROJECT, projects.get),
  route(projectsEndpoints.update, UPDATE_PROJECT, projects.update),
  route(projectsEndpoints.remove, DELETE_PROJECT, projects.remove),
  route(projectsEndpoints.editOptions, UPDATE_PROJECT, projects.editOptions),
  route(projectsEndpoints.permissions, READ_PROJECT, projects.permissions),
  route(projectsEndpoints.recalculate, UPDATE_PROJECT, finances.recalculateProject),
  route(projectsEndpoints.updateRag, UPDATE_RAG, projects.updateRag),
  route(projectsEndpoints.ragHistory, READ_RAG, projects.ragHistory),
  route(projectsEndpoints.timesheetSettings, READ_PROJECT, projects.timesheetSettings),
  route(projectsEndpoints.saveTimesheetSettings, MANAGE_SETTINGS, projects.saveTimesheetSettings),
  route(projectsEndpoints.timesheetSettingsOptions, READ_PROJECT, projects.timesheetOptions),
  route(projectsEndpoints.members, READ_PROJECT, projects.members),
  route(projectsEndpoints.addMember, MANAGE_MEMBERS, projects.addMember),
  route(projectsEndpoints.updateMember, MANAGE_MEMBERS, projects.updateMember),
  route(projectsEndpoints.removeMember, MANAGE_MEMBERS, projects.removeMember),

  // project scope: baseline items, change requests, the budget history (modules/scope/README.md)
  route(scopeEndpoints.list, READ_SCOPE, scope.list),
  route(scopeEndpoints.create, MANAGE_SCOPE, scope.create),
  route(scopeEndpoints.update, MANAGE_SCOPE, scope.update),
  route(scopeEndpoints.remove, MANAGE_SCOPE, scope.remove),
  route(scopeEndpoints.decide, MANAGE_SCOPE, scope.decide),
  route(scopeEndpoints.budgetHistory, READ_FINANCIALS, scope.budgetHistory),

  // project custom field definitions (administrators: manageAllProjects)
  route(customFieldsEndpoints.list, READ_PROJECTS_OR_CREATE, customFields.list),
  route(customFieldsEndpoints.create, MANAGE_ALL_PROJECTS, customFields.create),
  route(customFieldsEndpoints.update, MANAGE_ALL_PROJECTS, customFields.update),
  route(customFieldsEndpoints.remove, MANAGE_ALL_PROJECTS, customFields.remove),

  // project discussion (authors edit and delete their own posts; managers may delete any)
  route(discussionEndpoints.listThreads, READ_DISCUSSION, discussion.listThreads),
  route(discussionEndpoints.createThread, POST_DISCUSSION, discussion.createThread),
  route(discussionEndpoints.mentionCandidates, POST_DISCUSSION, discussion.mentionCandidates),
  route(discussionEndpoints.getThread, READ_DISCUSSION, discussion.getThread),
  route(discussionEndpoints.updateThread, POST_DISCUSSION, discussion.updateThread),
  route(discussionEndpoints.deleteThread, POST_DISCUSSION, discussion.deleteThread),
  route(discussionEndpoints.createComment, POST_DISCUSSION, discussion.createComment),
  route(discussionEndpoints.updateComment, POST_DISCUSSION, discussion.updateComment),
  route(discussionEndpoints.deleteComment, POST_DISCUSSION, discussion.deleteComment),
  // project milestones (amounts only for readers of financials; stakeholders when shared)
  route(milestonesEndpoints.list, READ_MILESTONES, milestones.list),
  route(milestonesEndpoints.create, MANAGE_MILESTONES, milestones.create),
  route(milestonesEndpoints.update, MANAGE_MILESTONES, milestones.update),
  route(milestonesEndpoints.remove, MANAGE_MILESTONES, milestones.remove),

  // tasks (static paths before /api/tasks/{taskId}; each task is then checked in the service)
  route(tasksEndpoints.query, READ_TASKS, tasks.query),
  route(tasksEndpoints.queryOptions, READ_TASKS, tasks.queryOptions),
  route(workloadEndpoints.query, READ_WORKLOAD, workload.query),
  route(workloadEndpoints.options, READ_WORKLOAD, workload.options),
  route(tasksEndpoints.assigneeCandidates, PROJECT_TASK_READERS, tasks.assigneeCandidates),
  route(tasksEndpoints.assigneeSuggestions, PROJECT_TASK_READERS, tasks.assigneeSuggestions),
  route(tasksEndpoints.stats, READ_TASK_STATS, tasks.stats),
  route(tasksEndpoints.create, PROJECT_TASK_READERS, tasks.create),
  route(tasksEndpoints.get, TASK_READ, tasks.get),
  route(tasksEndpoints.remove, TASK_DELETE, tasks.remove),
  route(tasksEndpoints.permissions, TASK_READ, tasks.permissions),
  route(tasksEndpoints.updateAssignee, TASK_ASSIGN, tasks.updateAssignee),
  route(tasksEndpoints.updateName, TASK_UPDATE, tasks.updateName),
  route(tasksEndpoints.updateStatus, TASK_CHANGE_STATUS, tasks.updateStatus),
  route(tasksEndpoints.updateSchedule, TASK_UPDATE, tasks.updateSchedule),
  route(tasksEndpoints.updateWorkEstimation, TASK_UPDATE, tasks.updateWorkEstimation),
  route(tasksEndpoints.updateMilestone, TASK_UPDATE, tasks.updateMilestone),
  route(tasksEndpoints.updateIndex, TASK_CHANGE_STATUS, tasks.updateIndex),
  route(tasksEndpoints.updatePlacement, TASK_CHANGE_STATUS, tasks.updatePlacement),
  route(tasksEndpoints.updateDetails, TASK_UPDATE, tasks.updateDetails),
  route(tasksEndpoints.follow, TASK_READ, tasks.follow),
  route(tasksEndpoints.unfollow, TASK_READ, tasks.unfollow),
  route(tasksEndpoints.listComments, TASK_READ, tasks.listComments),
  route(tasksEndpoints.createComment, TASK_COMMENT, tasks.createComment),
  route(tasksEndpoints.updateComment, TASK_COMMENT, tasks.updateComment),
  route(tasksEndpoints.deleteComment, TASK_COMMENT, tasks.deleteComment),
  route(tasksEndpoints.listTodos, TASK_READ, tasks.listTodos),
  route(tasksEndpoints.createTodo, TASK_TODOS, tasks.createTodo),
  route(tasksEndpoints.updateTodo, TASK_TODOS, tasks.updateTodo),
  route(tasksEndpoints.deleteTodo, TASK_TODOS, tasks.deleteTodo),
  route(tasksEndpoints.listAttachments, TASK_READ, tasks.listAttachments),
  route(tasksEndpoints.uploadAttachment, TASK_ATTACH, tasks.uploadAttachment),
  route(tasksEndpoints.deleteAttachment, TASK_ATTACH, tasks.deleteAttachment),
  rawRoute(
    TASK_ATTACHMENT_DOWNLOAD_PATH,
    tasks.DOWNLOAD_SUMMARY,
    TASK_READ,
    tasks.downloadAttachment,
    tasks.DOWNLOAD_DOC,
  ),
  route(tasksEndpoints.timelog, TASK_READ, tasks.timelog),
  route(tasksEndpoints.updates, TASK_READ, tasks.updates),

  // timesheets: entries, locks, weeks and timesheet tasks (modules/timesheet/README.md)
  route(timesheetEndpoints.listEntries, TIMESHEET_USERS, timesheet.listEntries),
  route(timesheetEndpoints.createEntry, TIMESHEET_USERS, timesheet.createEntry),
  route(timesheetEndpoints.updateEntry, TIMESHEET_USERS, timesheet.updateEntry),
  route(timesheetEndpoints.removeEntry, TIMESHEET_USERS, timesheet.removeEntry),
  route(timesheetEndpoints.projectEntries, READ_PROJECT_TIME, timesheet.projectEntries),
  route(timesheetEndpoints.listLocks, READ_TIMESHEET_LOCKS, timesheet.listLocks),
  route(timesheetEndpoints.createLock, MANAGE_TIMESHEET_LOCKS, timesheet.createLock),
  route(timesheetEndpoints.removeLock, MANAGE_TIMESHEET_LOCKS, timesheet.removeLock),
  route(timesheetEndpoints.getWeek, TIMESHEET_USERS, timesheet.getWeek),
  route(timesheetEndpoints.submitWeek, TIMESHEET_USERS, timesheet.submitWeek),
  route(timesheetEndpoints.approveWeek, APPROVE_TIMESHEETS, timesheet.approveWeek),
  route(timesheetEndpoints.rejectWeek, APPROVE_TIMESHEETS, timesheet.rejectWeek),
  route(timesheetEndpoints.reopenWeek, TIMESHEET_USERS, timesheet.reopenWeek),
  route(timesheetEndpoints.listTasks, TIMESHEET_USERS, timesheet.listTasks),
  route(timesheetEndpoints.createTask, MANAGE_TIMESHEET_TASKS, timesheet.createTask),
  route(timesheetEndpoints.updateTask, MANAGE_TIMESHEET_TASKS, timesheet.updateTask),
  route(timesheetEndpoints.timeInLieu, TIMESHEET_USERS, timesheet.timeInLieu),
  route(timesheetEndpoints.timeInLieuAdjustments, TIMESHEET_USERS, timesheet.timeInLieuAdjustments),
  route(timesheetEndpoints.adjustTimeInLieu, MANAGE_TIME_IN_LIEU, timesheet.adjustTimeInLieu),
  route(
    timesheetEndpoints.listExportTemplates,
    READ_EXPORT_TEMPLATES,
    timesheet.listExportTemplates,
  ),
  route(
    timesheetEndpoints.createExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.createExportTemplate,
  ),
  route(
    timesheetEndpoints.updateExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.updateExportTemplate,
  ),
  route(
    timesheetEndpoints.removeExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.removeExportTemplate,
  ),
  rawRoute(
    TIMESHEET_EXPORT_RUN_PATH,
    timesheet.RUN_EXPORT_SUMMARY,
    READ_EXPORT_TEMPLATES,
    timesheet.runExportTemplate,
    timesheet.RUN_EXPORT_DOC,
  ),

  // time and material contracts; the public view opens by stakeholder token, without a session
  route(timeMaterialEndpoints.list, READ_TIME_MATERIAL, timeMaterial.list),
  route(timeMaterialEndpoints.create, MANAGE_TIME_MATERIAL, timeMaterial.create),
  route(timeMaterialEndpoints.get, READ_TIME_MATERIAL, timeMaterial.get),
  route(timeMaterialEndpoints.update, MANAGE_TIME_MATERIAL, timeMaterial.update),
  route(timeMaterialEndpoints.remove, MANAGE_TIME_MATERIAL, timeMaterial.remove),
  route(timeMaterialEndpoints.addResource, MANAGE_TIME_MATERIAL, timeMaterial.addResource),
  route(timeMaterialEndpoints.updateResource, MANAGE_TIME_MATERIAL, timeMaterial.updateResource),
  route(timeMaterialEndpoints.removeResource, MANAGE_TIME_MATERIAL, timeMaterial.removeResource),
  route(
    timeMaterialEndpoints.resourceTimesheet,
    READ_TIME_MATERIAL,
    timeMaterial.resourceTimesheet,
  ),
  route(
    timeMaterialEndpoints.rotateStakeholderToken,
    MANAGE_TIME_MATERIAL,
    timeMaterial.rotateStakeholderToken,
  ),
  route(
    timeMaterialEndpoints.revokeStakeholderToken,
    MANAGE_TIME_MATERIAL,
    timeMaterial.revokeStakeholderToken,
  ),
  route(timeMaterialEndpoints.publicView, publicAccess, timeMaterial.publicView),
  route(
    timeMaterialEndpoints.publicResourceTimesheet,
    publicAccess,
    timeMaterial.publicResourceTimesheet,
  ),

  // risks and issues: the project register, comments, the portfolio, subscriptions
  route(risksEndpoints.list, READ_RISK_REGISTER, risks.list),
  route(risksEndpoints.create, MANAGE_RISKS, risks.create),
  route(risksEndpoints.get, READ_RISK_REGISTER, risks.get),
  route(risksEndpoints.update, MANAGE_RISKS, risks.update),
  route(risksEndpoints.remove, MANAGE_RISKS, risks.remove),
  route(risksEndpoints.comments, READ_RISKS, risks.comments),
  route(risksEndpoints.comment, READ_RISKS, risks.comment),
  route(risksEndpoints.portfolio, READ_SOME_PROJECT_RISKS, risks.portfolio),
  route(risksEndpoints.subscriptions, READ_SOME_PROJECT_RISKS, risks.subscriptions),
  route(risksEndpoints.subscribe, READ_SOME_PROJECT_RISKS, risks.subscribe),
  route(risksEndpoints.unsubscribe, READ_SOME_PROJECT_RISKS, risks.unsubscribe),
  // lessons learned: per project, and the library across projects (modules/lessons/README.md)
  route(lessonsEndpoints.list, READ_LESSONS, lessons.list),
  route(lessonsEndpoints.create, MANAGE_LESSONS, lessons.create),
  route(lessonsEndpoints.update, MANAGE_LESSONS, lessons.update),
  route(lessonsEndpoints.remove, MANAGE_LESSONS, lessons.remove),
  route(lessonsEndpoints.library, READ_LESSON_LIBRARY, lessons.library),

  // in-app notifications (each user their own)
  route(notificationsEndpoints.list, signedIn, notifications.list),
  route(notificationsEndpoints.markAllRead, signedIn, notifications.markAllRead),
  route(notificationsEndpoints.markRead, signedIn, notifications.markRead),

  // administration: users and invitations (readIdentityUsers / manageIdentityUsers)
  route(adminEndpoints.listUsers, LIST_USERS, adminUsers.listUsers),
  route(adminEndpoints.getUser, READ_USERS, adminUsers.getUser),
  route(adminEndpoints.userPermissions, READ_USER_PERMISSIONS, adminUsers.userPermissions),
  route(adminEndpoints.invite, MANAGE_USERS, adminUsers.invite),
  route(adminEndpoints.resendInvitation, MANAGE_USERS, adminUsers.resendInvitation),
  route(adminEndpoints.revokeInvitation, MANAGE_USERS, adminUsers.revokeInvitation),
  route(adminEndpoints.updateUser, MANAGE_USERS, adminUsers.updateUser),
  route(adminEndpoints.disableUser, MANAGE_USERS, adminUsers.disableUser),
  route(adminEndpoints.enableUser, MANAGE_USERS, adminUsers.enableUser),
  route(adminEndpoints.issuePasswordReset, MANAGE_USERS, adminUsers.issuePasswordReset),
  route(adminEndpoints.checkPasswordReset, publicAccess, adminUsers.checkPasswordReset),
  route(adminEndpoints.resetPassword, publicAccess, adminUsers.resetPassword),

  // administration: roles (manageRoles)
  route(rolesEndpoints.list, READ_ROLES, roles.list),
  route(rolesEndpoints.catalogue, READ_ROLES, roles.catalogue),
  route(rolesEndpoints.get, READ_ROLES, roles.get),
  route(rolesEndpoints.create, MANAGE_ROLES, roles.create),
  route(rolesEndpoints.update, MANAGE_ROLES, roles.update),
  route(rolesEndpoints.remove, MANAGE_ROLES, roles.remove),

  // workload: the workspace holiday calendar (modules/workload/README.md)
  route(holidaysEndpoints.list, READ_HOLIDAYS, holidays.list),
  route(holidaysEndpoints.create, MANAGE_HOLIDAYS, holidays.create),
  route(holidaysEndpoints.update, MANAGE_HOLIDAYS, holidays.update),
  route(holidaysEndpoints.remove, MANAGE_HOLIDAYS, holidays.remove),

  // administration: teams (readTeams / manageTeams)
  route(teamsEndpoints.list, READ_TEAMS, teams.list),
  route(teamsEndpoints.get, READ_TEAMS, teams.get),
  route(teamsEndpoints.create, MANAGE_TEAMS, teams.create),
  route(teamsEndpoints.update, MANAGE_TEAMS, teams.update),
  route(teamsEndpoints.remove, MANAGE_TEAMS, teams.remove),

  // salaries: cost figures only for the salary flags
  route(salariesEndpoints.listGroups, READ_SALARY_GROUPS, salaries.listGroups),
  route(salariesEndpoints.getGroup, READ_SALARY_GROUPS, salaries.getGroup),
  route(salariesEndpoints.createGroup, MANAGE_SALARY_GROUPS, salaries.createGroup),
  route(salariesEndpoints.updateGroup, MANAGE_SALARY_GROUPS, salaries.updateGroup),
  route(salariesEndpoints.removeGroup, MANAGE_SALARY_GROUPS, salaries.removeGroup),
  route(salariesEndpoints.listEmployees, READ_EMPLOYEES, salaries.listEmployees),
  route(salariesEndpoints.employeeCandidates, MANAGE_EMPLOYEES, salaries.employeeCandidates),
  route(salariesEndpoints.getEmployee, READ_EMPLOYEES, salaries.getEmployee),
  route(salariesEndpoints.createEmployee, MANAGE_EMPLOYEES, salaries.createEmployee),
  route(salariesEndpoints.updateEmployee, MANAGE_EMPLOYEES, salaries.updateEmployee),
  route(salariesEndpoints.removeEmployee, MANAGE_EMPLOYEES, salaries.removeEmployee),
  route(salariesEndpoints.hourlyCost, READ_EMPLOYEES, salaries.hourlyCost),

  // own profile (every signed-in user)
  route(profileEndpoints.get, signedIn, profile.get),
  route(profileEndpoints.update, signedIn, profile.update),
  route(profileEndpoints.setTheme, signedIn, profile.setTheme),
  route(profileEndpoints.changePassword, signedIn, profile.changePassword),

  // audit log: administrators (manageRoles)
  route(auditEndpoints.list, READ_AUDIT, audit.list),

  // status reports (issue 15): reads need the project's readReports (stakeholders: published
  // only), writes its createReports; the portfolio either global report flag, scoped in SQL;
  // the public viewer opens by token, without a session
  route(reportsEndpoints.list, READ_REPORTS, reports.list),
  route(reportsEndpoints.create, CREATE_REPORTS, reports.create),
  route(reportsEndpoints.get, READ_REPORTS, reports.get),
  route(reportsEndpoints.update, CREATE_REPORTS, reports.update),
  route(reportsEndpoints.remove, CREATE_REPORTS, reports.remove),
  route(reportsEndpoints.publish, CREATE_REPORTS, reports.publish),
  route(reportsEndpoints.createPublicLink, CREATE_REPORTS, reports.createPublicLink),
  route(reportsEndpoints.revokePublicLink, CREATE_REPORTS, reports.revokePublicLink),
  route(reportsEndpoints.latest, PORTFOLIO_REPORTS, reports.latest),
  route(reportsEndpoints.snapshot, PORTFOLIO_REPORTS, reports.snapshot),
  route(reportsEndpoints.publicView, publicAccess, reports.publicView),
  // contacts: the directory (readGlobalContact / manageGlobalContacts) and a project's links
  // (modules/contacts/README.md); the export before {contactId}
  route(contactsEndpoints.list, READ_CONTACTS, contacts.list),
  route(contactsEndpoints.create, MANAGE_CONTACTS, contacts.create),
  rawRoute(
    CONTACTS_EXPORT_PATH,
    contacts.EXPORT_SUMMARY,
    READ_CONTACTS,
    contacts.exportContacts,
    contacts.EXPORT_DOC,
  ),
  route(contactsEndpoints.update, MANAGE_CONTACTS, contacts.update),
  route(contactsEndpoints.remove, MANAGE_CONTACTS, contacts.remove),
  route(contactsEndpoints.projectList, READ_PROJECT, contacts.projectList),
  // Linking also needs readGlobalContact (checked in the service: the contact comes from the directory).
  route(contactsEndpoints.link, UPDATE_PROJECT, contacts.link),
  route(contactsEndpoints.unlink, UPDATE_PROJECT, contacts.unlink),
  // finances: a project's financials, the portfolio forecast and history (exports first), exchange rates
  route(financesEndpoints.projectFinancials, READ_FINANCIALS, finances.projectFinancials),
  rawRoute(
    FINANCES_FORECAST_EXPORT_PATH,
    finances.FORECAST_EXPORT_SUMMARY,
    READ_FINANCE_AMOUNTS,
    finances.exportForecast,
    finances.EXPORT_DOC,
  ),
  rawRoute(
    FINANCES_HISTORY_EXPORT_PATH,
    finances.HISTORY_EXPORT_SUMMARY,
    READ_FINANCE_AMOUNTS,
    finances.exportHistory,
    finances.EXPORT_DOC,
  ),
  route(financesEndpoints.forecast, READ_FINANCE_AMOUNTS, finances.forecast),
  route(financesEndpoints.history, READ_FINANCE_AMOUNTS, finances.history),
  route(financesEndpoints.exchangeRates, READ_FINANCE_AMOUNTS, finances.exchangeRates),
  route(financesEndpoints.createExchangeRate, MANAGE_EXCHANGE_RATES, finances.createExchangeRate),
  route(financesEndpoints.removeExchangeRate, MANAGE_EXCHANGE_RATES, finances.removeExchangeRate),
];
