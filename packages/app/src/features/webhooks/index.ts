/*
 * The front door of the webhooks feature: what other features may use.
 * Another feature imports only '../webhooks' / '../../webhooks'; app/ loads
 * its page directly.
 */

// No other feature uses anything of this one: its page is loaded by app/ routes.
export {};
