export { writeSearchTokens } from './search-tokens.repository';
