/*
 * The front door of the api-tokens feature: the profile page's "API tokens"
 * section (personal tokens for scripts and integrations; modules/api-tokens).
 */
export { ApiTokensSection } from './components/ApiTokensSection';
