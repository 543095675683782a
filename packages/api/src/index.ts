/**
 * What other parts of the repository (the benchmark generator, the e2e
 * harness) may import from the API package without starting it.
 */
export { loadConfig, ConfigError, type Config } from './config';
export { createLogger, type Logger } from './logger';
export { createApp, type CreateAppOptions } from './app';
export {
  createDatabase,
  migrateToLatest,
  databaseKind,
  sqlitePath,
  type Knex,
} from './db/database';
export {
  seedDemoWorkspace,
  ensureReferenceData,
  hasDemoWorkspace,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  DEMO_QUOTES,
} from './db/seed/demo-workspace';
export { prepareDatabase, startServer, listen } from './server';
export { hashPassword } from './modules/auth/password';
export { ensureBuiltInRoles } from './modules/auth/built-in-roles.repository';
export { insertUser, assignRoles, findRoleIdsByName } from './modules/auth';
export {
  insertProjects,
  insertProjectMembers,
  type NewProject,
  type NewProjectMember,
} from './modules/projects/projects.repository';
export { insertQuotes, type NewQuote } from './modules/quotes/quotes.repository';
export { createInvitation, createSession } from './modules/auth/auth.service';
export { routes } from './routes';
