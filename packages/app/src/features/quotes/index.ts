/*
 * The front door of the quotes feature: what other features may use. Another
 * feature imports only '../quotes' / '../../quotes' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { UpdateProjectFromQuoteButton } from './components/UpdateProjectFromQuote';
export { updateFromQuoteOptionsQueryOptions } from './from-quote.queries';
