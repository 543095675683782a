/*
 * The front door of the contacts feature: what other features may use. Another
 * feature imports only '../contacts' / '../../contacts' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { ProjectContactsCard } from './components/ProjectContactsCard';
