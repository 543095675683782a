/*
 * The front door of the profile feature: what other features may use. Another
 * feature imports only '../profile' / '../../profile' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */

// No other feature uses anything of this one (yet): its pages are loaded by app/ routes.
export {};
