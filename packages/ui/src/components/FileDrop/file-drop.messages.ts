/** Fixed texts of FileDrop. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export const fileDropMessages = {
  drop: (multiple: boolean) => (multiple ? 'Drop files here' : 'Drop a file here'),
  choose: (multiple: boolean) => (multiple ? 'Choose files' : 'Choose a file'),
  limit: (maxBytes: number) => `Up to ${formatBytes(maxBytes)} each`,
  tooLarge: (name: string, maxBytes: number) =>
    `"${name}" is larger than ${formatBytes(maxBytes)}. Choose a smaller file.`,
  wrongType: (name: string) => `"${name}" is not a supported file type.`,
  onlyOne: 'Only one file can be added here.',
} as const;
