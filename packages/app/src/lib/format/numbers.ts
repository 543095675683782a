import { numberFormat } from './locale';

/** A count or quantity with the workspace's grouping, e.g. `12345` -> `12,345`. */
export function formatNumber(value: number, options: { maxDecimals?: number } = {}): string {
  return numberFormat(
    options.maxDecimals === undefined ? {} : { maximumFractionDigits: options.maxDecimals },
  ).format(value);
}

/** A number for a chart axis, short: `480000` -> `480K`. */
export function formatCompactNumber(value: number): string {
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Exactly two decimals with grouping, e.g. `150` -> `150.00`, `-2.5` -> `-2.50`. */
export function formatTwoDecimals(value: number): string {
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A file size for people: `512 B`, `3.4 KB`, `25 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    value >= 10 || Number.isInteger(value)
      ? String(Math.round(value))
      : numberFormat({
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }).format(value);
  return `${shown} ${units[unit]}`;
}
