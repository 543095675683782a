/*
 * The front door of the auth feature: what other features may use. Another
 * feature imports only '../auth' / '../../auth' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { AuthLayout } from './components/AuthLayout';
export { NewPasswordFields } from './components/NewPasswordFields';
