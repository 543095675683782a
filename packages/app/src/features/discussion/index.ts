/*
 * The front door of the discussion feature: what other features may use. Another
 * feature imports only '../discussion' / '../../discussion' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { Post } from './components/Post';
export { type PostDraft, PostEditor } from './components/PostEditor';
