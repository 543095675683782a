/**
 * The workspace locale: the ONE locale every number, amount and date on screen
 * is written in (ISSUE 28: one locale policy). The workspace has no locale
 * setting yet; this constant is where it will be read from when it has one.
 * `en-GB` keeps today's texts: `1 Mar 2026`, `€12,500.00`, `14:05`.
 *
 * `Intl` is used only in lib/format (formatters are built here, with this
 * locale, and cached): features call the named formatters below, never
 * `toLocaleString`, `toFixed` or `new Intl.*` for display.
 */
export const WORKSPACE_LOCALE = 'en-GB';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.DateTimeFormat` in the workspace locale. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(WORKSPACE_LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A cached `Intl.NumberFormat` in the workspace locale. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(WORKSPACE_LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}
