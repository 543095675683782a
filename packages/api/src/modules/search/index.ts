/**
 * The search module's front door: quick search over what the user may read,
 * and the search tokens a searchable record's writer keeps current.
 */
export { search } from './search.service';
export { writeSearchTokens, type SearchableKind } from './search-tokens.repository';
