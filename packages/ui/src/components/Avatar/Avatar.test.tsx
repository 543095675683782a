import { render, screen } from '@testing-library/react';
import { AVATAR_SIZES_PX } from '@keel/types';
import { Avatar } from './Avatar';
import { AvatarGroup } from '../AvatarGroup/AvatarGroup';
import { readableTextOn } from './avatar-colors';

describe('Avatar', () => {
  it.each([
    ['xsmall', 24],
    ['default', 32],
    ['large', 48],
    ['xlarge', 64],
  ] as const)('is %s = %i px', (size, px) => {
    expect(AVATAR_SIZES_PX[size]).toBe(px);
    render(<Avatar name="Pat Manager" size={size} />);
    expect(screen.getByRole('img', { name: 'Pat Manager' })).toHaveStyle({
      width: `${px}px`,
      height: `${px}px`,
    });
  });

  it('is 32 px by default', () => {
    render(<Avatar name="Pat Manager" />);
    expect(screen.getByRole('img', { name: 'Pat Manager' })).toHaveStyle({ width: '32px' });
  });

  it("shows the initials on the user's colour with readable text", () => {
    render(<Avatar name="Pat Manager" color="#2f5bd3" />);
    const avatar = screen.getByRole('img', { name: 'Pat Manager' });
    expect(avatar).toHaveTextContent('PM');
    expect(avatar).toHaveStyle({ background: '#2f5bd3', color: '#ffffff' });
  });

  it('uses dark initials on a light colour', () => {
    render(<Avatar name="fin ance" color="#fdd835" />);
    const avatar = screen.getByRole('img', { name: 'fin ance' });
    expect(avatar).toHaveTextContent('FA');
    expect(avatar).toHaveStyle({ color: '#000000' });
  });

  it('uses the first and last word for initials', () => {
    render(<Avatar name="Maria del Carmen Vega" />);
    expect(screen.getByRole('img', { name: 'Maria del Carmen Vega' })).toHaveTextContent('MV');
  });

  it('picks black or white with at least 4.5:1 contrast for any colour', () => {
    const contrast = (a: string, b: string) => {
      const lum = (hex: string) => {
        const [r, g, bl] = [1, 3, 5].map((i) => {
          const c = parseInt(hex.slice(i, i + 2), 16) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const color of ['#777777', '#808080', '#ff0000', '#00ff00', '#0000ff', '#fdd835']) {
      expect(contrast(color, readableTextOn(color))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('AvatarGroup', () => {
  it('names everyone and counts the hidden ones', () => {
    render(
      <AvatarGroup
        label="Members"
        max={2}
        people={[
          { id: 1, name: 'Ada Admin' },
          { id: 2, name: 'Pat Manager' },
          { id: 3, name: 'Max Member' },
        ]}
      />,
    );
    const group = screen.getByRole('img', { name: 'Members: Ada Admin, Pat Manager, Max Member' });
    expect(group).toHaveTextContent('+1');
  });
});
