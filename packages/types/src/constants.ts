/** Business constants and limits of SPEC §9, shared by the API and the app. */

/** Build version; the built app's assets are served under `/static/v${APP_VERSION}/`. */
export const APP_VERSION = '5.30.2';
export const PRODUCT_NAME = 'Keel';
export const STATIC_BASE_PATH = `/static/v${APP_VERSION}/`;

/**
 * The app pages that open without sign-in, as react-router paths: the report
 * viewers (both open a published status report by its public token), a
 * client's time & material contract and its resources' timesheets. The app
 * routes them (`app/routes/public.routes.ts`); the server answers them with
 * the public entry, `public.html` (`api/src/lib/static.ts`).
 */
export const PUBLIC_PAGE_PATHS = {
  projectReportViewer: 'projects/reports/viewer/:reportToken',
  statusReportViewer: 'reports/status/viewer/:reportToken',
  timeMaterial: 'public/projects/:projectId/time-material',
  resourceTimesheet: 'public/projects/:projectId/time-material/resources/:resourceId/timesheet',
} as const;

export const QUICK_SEARCH_DEBOUNCE_MS = 200;
export const QUICK_SEARCH_MAX_RESULTS = 20;

export const SNACKBAR_SUCCESS_MS = 3000;
export const SNACKBAR_ERROR_MS = 20000;
export const SNACKBAR_DEFAULT_MS = 5000;

export const NAV_PANEL_WIDTH_PX = 260;
export const SMALL_SCREEN_MAX_WIDTH_PX = 767;

export const MULTI_SELECT_OPTIONS_LIMIT = 1000;
export const MULTI_SELECT_LIST_MAX_HEIGHT_PX = 300;
export const MULTI_SELECT_OPTION_HEIGHT_PX = 40;
export const SELECT_OPTION_HEIGHT_PX = 54;

export const DEFAULT_CUSTOM_VIEW_NAME = 'Custom View';
export const DEFAULT_CUSTOM_VIEW_GROUP_BY = 'projectFull';

export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_MAX_WIDTH_PX = 400;

export const AVATAR_SIZES_PX = { xsmall: 24, default: 32, large: 48, xlarge: 64 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES_PX;

/** RAG / risk status colours; grey is the default when nothing is set. */
export const RAG_STATUSES = ['red', 'amber', 'green', 'grey'] as const;
export type RagStatus = (typeof RAG_STATUSES)[number];
export const DEFAULT_RAG_STATUS: RagStatus = 'grey';

/** Fixed user-facing texts of SPEC §5 and §8. */
export const MESSAGES = {
  customViewSaved: 'Custom View Saved',
  customViewDeleted: 'Custom View Deleted',
  selectNoResults: 'No Results',
  selectLoading: 'Loading...',
  multiSelectNoMatches: 'No elements found. Consider changing the search query.',
  multiSelectEmpty: 'List is empty.',
  multiSelectMaximum: (max: number) =>
    `Maximum of ${max} options selected. First remove a selected option to select another.`,
  ruleInvalid: 'Invalid',
  genericError: 'Ops! Something went wrong.',
} as const;

/** Sessions: idle and absolute expiry (DOMAIN.md § Identity and access). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 10;

/** Paging defaults for every list endpoint. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
