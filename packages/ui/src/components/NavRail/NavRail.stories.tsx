import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavRail, type NavRailProps } from './NavRail';
import { railItems, railUser } from './rail.fixtures';

function Rail(props: Partial<NavRailProps>) {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  return (
    <div style={{ height: 560, display: 'flex' }}>
      <NavRail
        items={railItems}
        user={railUser}
        theme={theme}
        onThemeChange={setTheme}
        {...props}
      />
      <p style={{ padding: 16 }}>Hover or focus the rail: labels appear over this text.</p>
    </div>
  );
}

const meta = {
  title: 'Composites/NavRail',
  component: Rail,
} satisfies Meta<typeof Rail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onSearch: () => {}, onNotifications: () => {}, unreadCount: 3 },
};

export const WithoutSearch: Story = { args: { onNotifications: () => {} } };

export const ManyUnread: Story = {
  args: { onSearch: () => {}, onNotifications: () => {}, unreadCount: 120 },
};

export const Dark: Story = {
  args: { onSearch: () => {}, onNotifications: () => {}, unreadCount: 3 },
  globals: { theme: 'dark' },
};
