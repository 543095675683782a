/*
 * The front door of the imports feature: what other features may use.
 * Another feature imports only '../imports' / '../../imports'; app/ loads
 * its pages directly.
 */

// No other feature uses anything of this one: its pages are loaded by app/ routes.
export {};
