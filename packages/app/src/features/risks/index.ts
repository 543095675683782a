/*
 * The front door of the risks feature: what other features may use. Another
 * feature imports only '../risks' / '../../risks' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */

// No other feature uses anything of this one (yet): its pages are loaded by app/ routes.
export {};
