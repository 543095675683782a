import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAV_PANEL_WIDTH_PX } from '@keel/types';
import { NavPanel } from './NavPanel';
import { projectSections, tasksSections } from './nav.fixtures';

describe('NavPanel', () => {
  it(`is a navigation landmark exactly ${NAV_PANEL_WIDTH_PX} px wide`, () => {
    render(<NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/mine/ongoing" />);
    const nav = screen.getByRole('navigation', { name: 'Tasks' });
    expect(nav).toHaveStyle({ width: '260px', minWidth: '260px' });
  });

  it('lists items under group headings and marks the current page', () => {
    render(
      <NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/mine/completed" />,
    );
    const mine = screen.getByRole('list', { name: 'My Tasks' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ongoing', 'Completed', 'All']);
    expect(screen.getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ongoing' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a group closed until the current path is under one of its items', () => {
    const { rerender } = render(
      <NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/mine/ongoing" />,
    );
    const group = screen.getByRole('button', { name: 'Browse' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Assignees' })).not.toBeInTheDocument();

    rerender(
      <NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/all/assignees/3" />,
    );
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Assignees' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens an auto-opened group on first render and lets the user collapse it', async () => {
    const user = userEvent.setup();
    render(<NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/all/date" />);
    const group = screen.getByRole('button', { name: 'Browse' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Date' })).not.toBeInTheDocument();
  });

  it('offers the heading action as a button with a tooltip of the same text', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<NavPanel title="Tasks" sections={tasksSections(onAdd)} currentPath="/tasks" />);
    const add = screen.getByRole('button', { name: 'Add Custom View' });
    await user.hover(add);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add Custom View');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('opens an item menu with edit and delete', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const sections = tasksSections();
    const view = sections[2]?.entries[2];
    if (view && view.kind !== 'divider' && view.kind !== 'group') view.menu = { onEdit, onDelete };
    render(<NavPanel title="Tasks" sections={sections} currentPath="/tasks" />);
    // The item's menu is loaded lazily (only panels with menus pay for it): wait for its button.
    await user.click(await screen.findByRole('button', { name: 'Overdue design work actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('shows status dots with their colour names', () => {
    render(<NavPanel title="Projects" sections={projectSections} currentPath="/projects/2" />);
    const link = screen.getByRole('link', { name: /Data migration/ });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(link).getByRole('img', { name: /amber/i })).toBeInTheDocument();
  });

  it('renders links through the app’s link component', () => {
    render(
      <NavPanel
        title="Tasks"
        sections={tasksSections()}
        currentPath="/tasks"
        LinkComponent={({ href, children, ...rest }) => (
          <a href={`#${href}`} data-router="yes" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '#/tasks/stats');
  });
});
