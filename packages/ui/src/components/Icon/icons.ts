/**
 * Inline SVG icon paths (24 x 24 viewBox, 2 px stroke, round caps): no icon font, no network.
 * Each entry is a list of SVG element descriptions drawn inside one <svg>.
 */
type Shape =
  | { path: string }
  | { circle: [cx: number, cy: number, r: number] }
  | { rect: [x: number, y: number, w: number, h: number, r: number] };

export const icons = {
  close: [{ path: 'M18 6 6 18M6 6l12 12' }],
  check: [{ path: 'M20 6 9 17l-5-5' }],
  chevronDown: [{ path: 'm6 9 6 6 6-6' }],
  chevronUp: [{ path: 'm18 15-6-6-6 6' }],
  chevronLeft: [{ path: 'm15 18-6-6 6-6' }],
  chevronRight: [{ path: 'm9 18 6-6-6-6' }],
  search: [{ circle: [11, 11, 7] }, { path: 'm21 21-4.3-4.3' }],
  plus: [{ path: 'M12 5v14M5 12h14' }],
  minus: [{ path: 'M5 12h14' }],
  calendar: [{ rect: [3, 4, 18, 18, 2] }, { path: 'M16 2v4M8 2v4M3 10h18' }],
  info: [{ circle: [12, 12, 10] }, { path: 'M12 16v-4M12 8h.01' }],
  alert: [{ circle: [12, 12, 10] }, { path: 'M12 8v4M12 16h.01' }],
  warning: [
    { path: 'm21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3Z' },
    { path: 'M12 9v4M12 17h.01' },
  ],
  success: [{ circle: [12, 12, 10] }, { path: 'm9 12 2 2 4-4' }],
  moreHorizontal: [{ circle: [12, 12, 1] }, { circle: [19, 12, 1] }, { circle: [5, 12, 1] }],
  moreVertical: [{ circle: [12, 12, 1] }, { circle: [12, 5, 1] }, { circle: [12, 19, 1] }],
  menu: [{ path: 'M4 6h16M4 12h16M4 18h16' }],
  trash: [{ path: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6' }],
  edit: [{ path: 'M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z' }],
  user: [{ circle: [12, 7, 4] }, { path: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2' }],
  users: [
    { circle: [9, 7, 4] },
    {
      path: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9',
    },
  ],
  bell: [{ path: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0' }],
  settings: [
    { circle: [12, 12, 3] },
    {
      path: 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
    },
  ],
  home: [{ path: 'm3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM9 22V12h6v10' }],
  folder: [
    { path: 'M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9L9.4 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z' },
  ],
  lock: [{ rect: [4, 11, 16, 10, 2] }, { path: 'M8 11V7a4 4 0 0 1 8 0v4' }],
  clock: [{ circle: [12, 12, 10] }, { path: 'M12 6v6l4 2' }],
  list: [{ path: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01' }],
  checkSquare: [{ rect: [3, 3, 18, 18, 2] }, { path: 'm9 12 2 2 4-4' }],
  briefcase: [{ rect: [2, 7, 20, 14, 2] }, { path: 'M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16' }],
  fileText: [
    { path: 'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z' },
    { path: 'M14 2v5h6M16 13H8M16 17H8M10 9H8' },
  ],
  gitPullRequest: [
    { circle: [18, 18, 3] },
    { circle: [6, 6, 3] },
    { path: 'M13 6h3a2 2 0 0 1 2 2v7M6 9v12' },
  ],
  lifeBuoy: [
    { circle: [12, 12, 10] },
    { circle: [12, 12, 4] },
    { path: 'm4.9 4.9 4.3 4.3M14.8 14.8l4.3 4.3M14.8 9.2l4.3-4.3M4.9 19.1l4.3-4.3' },
  ],
  chart: [{ path: 'M3 3v18h18M18 17V9M13 17V5M8 17v-3' }],
  logout: [{ path: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9' }],
  sun: [
    { circle: [12, 12, 4] },
    {
      path: 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4',
    },
  ],
  moon: [{ path: 'M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z' }],
  upload: [{ path: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12' }],
  download: [{ path: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3' }],
  filter: [{ path: 'M22 3H2l8 9.5V19l4 2v-8.5Z' }],
  arrowUp: [{ path: 'M12 19V5M5 12l7-7 7 7' }],
  arrowDown: [{ path: 'M12 5v14M19 12l-7 7-7-7' }],
  externalLink: [
    { path: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' },
  ],
  inbox: [
    { path: 'M22 12h-6l-2 3h-4l-2-3H2' },
    {
      path: 'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
    },
  ],
  grip: [
    { circle: [9, 6, 1] },
    { circle: [9, 12, 1] },
    { circle: [9, 18, 1] },
    { circle: [15, 6, 1] },
    { circle: [15, 12, 1] },
    { circle: [15, 18, 1] },
  ],
} satisfies Record<string, Shape[]>;

export type IconName = keyof typeof icons;
export type { Shape as IconShape };
