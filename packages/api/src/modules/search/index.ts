/** The search module's front door (minimal: what projects needs; its owner completes it). */
export { writeSearchTokens } from './search-tokens.repository';
