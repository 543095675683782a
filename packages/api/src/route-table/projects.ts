import {
  customFieldsEndpoints,
  discussionEndpoints,
  fromQuoteEndpoints,
  milestonesEndpoints,
  PROJECTS_EXPORT_PATH,
  projectsEndpoints,
  scopeEndpoints,
  TASK_ATTACHMENT_DOWNLOAD_PATH,
  tasksEndpoints,
  workloadEndpoints,
  timelineEndpoints,
} from '@keel/types';
import { anyOf } from '../lib/permission';
import { rawRoute, route, type RouteDefinition } from '../lib/route';
import * as customFields from '../modules/custom-fields/custom-fields.router';
import * as discussion from '../modules/discussion/discussion.router';
import * as fromQuote from '../modules/quotes/from-quote.router';
import * as milestones from '../modules/milestones/milestones.router';
import * as projects from '../modules/projects/projects.router';
import * as scope from '../modules/scope/scope.router';
import * as tasks from '../modules/tasks/tasks.router';
import * as workload from '../modules/workload/workload.router';
import * as timeline from '../modules/timeline/timeline.router';
import * as finances from '../modules/finances/finances.router';
import {
  READ_PROJECTS,
  READ_PROJECTS_OR_CREATE,
  MANAGE_ALL_PROJECTS,
  CREATE_FROM_QUOTE,
  DELETE_PROJECT,
  MANAGE_MEMBERS,
  MANAGE_SETTINGS,
  POST_DISCUSSION,
  READ_DISCUSSION,
  READ_MILESTONES,
  MANAGE_MILESTONES,
  READ_PROJECT,
  READ_RAG,
  UPDATE_PROJECT,
  UPDATE_RAG,
  READ_SCOPE,
  MANAGE_SCOPE,
  READ_FINANCIALS,
  READ_TASKS,
  PROJECT_TASK_READERS,
  READ_TASK_STATS,
  TASK_READ,
  TASK_UPDATE,
  TASK_DELETE,
  TASK_ASSIGN,
  TASK_CHANGE_STATUS,
  TASK_COMMENT,
  TASK_TODOS,
  TASK_ATTACH,
  READ_WORKLOAD,
  READ_PROJECT_TIMELINE,
  MANAGE_BASELINES,
} from '../route-permissions';

/** Routes of a project: the project itself, its scope, custom fields, discussion, milestones and tasks. */
export const projectsRoutes: readonly RouteDefinition[] = [
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
  // the portfolio roadmap (modules/timeline/README.md), before the {projectId} routes
  route(timelineEndpoints.roadmap, READ_PROJECTS, timeline.roadmap),
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

  // timeline and baselines (modules/timeline/README.md)
  route(timelineEndpoints.project, READ_PROJECT_TIMELINE, timeline.project),
  route(timelineEndpoints.listBaselines, READ_PROJECT_TIMELINE, timeline.listBaselines),
  route(timelineEndpoints.createBaseline, MANAGE_BASELINES, timeline.createBaseline),

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
  route(tasksEndpoints.listDependencies, TASK_READ, tasks.listDependencies),
  route(tasksEndpoints.createDependency, TASK_UPDATE, tasks.createDependency),
  route(tasksEndpoints.deleteDependency, TASK_UPDATE, tasks.deleteDependency),
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
];
