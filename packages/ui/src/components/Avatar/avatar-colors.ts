/** Pleasant defaults for users without a stored colour; picked from the name so it is stable. */
const PALETTE = [
  '#2f5bd3',
  '#17753a',
  '#b42318',
  '#8a5a00',
  '#6941c6',
  '#0e7490',
  '#c11574',
  '#475467',
];

export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length] ?? '#475467';
}

/** Up to two initials: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const r = parseInt(digits.slice(0, 2), 16);
  const g = parseInt(digits.slice(2, 4), 16);
  const b = parseInt(digits.slice(4, 6), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Black or white, whichever contrasts more with the background. One of the two always reaches
 * at least 4.58:1, so initials stay readable (WCAG AA) on any user colour.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  const withWhite = 1.05 / (l + 0.05);
  const withBlack = (l + 0.05) / 0.05;
  return withBlack > withWhite ? '#000000' : '#ffffff';
}
