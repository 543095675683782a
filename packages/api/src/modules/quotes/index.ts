/**
 * The quotes module's front door (README.md beside this file): quotes and
 * templates, their lines and revisions, rate profiles and pricing configs,
 * and projects created or updated from an accepted quote. Other modules
 * import only from here.
 */
export {
  changeStatus,
  createQuote,
  createTemplate,
  deleteQuote,
  deleteTemplate,
  getBrief,
  getQuote,
  getTemplate,
  quoteMetaTypes,
  setArchived,
  updateQuote,
  updateTemplate,
} from './quotes.service';
export {
  queryOptions as quoteQueryOptions,
  queryQuotes,
  queryTemplates,
} from './quote-lists.service';
export { createRevision, listRevisions } from './quote-revisions.service';
export { createFromQuote, createOptions as createFromQuoteOptions } from './from-quote.service';
export {
  updateFromQuote,
  updateOptions as updateFromQuoteOptions,
} from './from-quote-update.service';
export {
  addMarkup,
  createConfig,
  deleteConfig,
  listConfigs,
  removeMarkup,
  updateConfig,
  updateMarkup,
} from './pricing-configs.service';
export { deleteProfile, listProfiles, saveProfile } from './rate-profiles.service';
