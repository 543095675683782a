import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavRail } from './NavRail';
import { railItems, railUser } from './rail.fixtures';

function renderRail(props: Partial<Parameters<typeof NavRail>[0]> = {}) {
  return render(
    <NavRail items={railItems} user={railUser} theme="light" onThemeChange={() => {}} {...props} />,
  );
}

describe('NavRail', () => {
  it('is the main navigation with one named link per section and the current one marked', () => {
    renderRail();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Timesheet', 'Tasks', 'Projects', 'Quotes', 'Management']);
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/quotes');
  });

  it('shows the search item only when searching is possible', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { rerender } = renderRail();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    rerender(
      <NavRail
        items={railItems}
        user={railUser}
        theme="light"
        onThemeChange={() => {}}
        onSearch={onSearch}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('names the bell with the unread count', () => {
    renderRail({ onNotifications: () => {}, unreadCount: 3 });
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('opens the user popup with name, email, theme switch and Logout link', async () => {
    const user = userEvent.setup();
    const onThemeChange = vi.fn();
    renderRail({ onThemeChange });
    await user.click(screen.getByRole('button', { name: 'User menu, Pat Manager' }));
    const popup = await screen.findByRole('dialog', { name: 'User menu' });
    expect(within(popup).getByRole('heading', { name: 'Pat Manager' })).toBeInTheDocument();
    expect(within(popup).getByText('pm@example.com')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/auth/logout',
    );
    await user.click(within(popup).getByRole('switch', { name: 'Dark theme' }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    expect(within(popup).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('offers a Profile link in the user popup when given one', async () => {
    const user = userEvent.setup();
    renderRail({ profileHref: '/profile' });
    await user.click(screen.getByRole('button', { name: 'User menu, Pat Manager' }));
    const popup = await screen.findByRole('dialog', { name: 'User menu' });
    expect(within(popup).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
