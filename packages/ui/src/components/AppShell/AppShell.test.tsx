import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell';
import { NavPanel } from '../NavPanel/NavPanel';
import { tasksSections } from '../NavPanel/nav.fixtures';
import { NavRail } from '../NavRail/NavRail';
import { railItems, railUser } from '../NavRail/rail.fixtures';

function Shell({ printMode = false }: { printMode?: boolean }) {
  return (
    <AppShell
      printMode={printMode}
      rail={<NavRail items={railItems} user={railUser} theme="light" onThemeChange={() => {}} />}
      panel={
        <NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/mine/ongoing" />
      }
    >
      <h1>Ongoing tasks</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('puts the rail, the panel and the routed view side by side', () => {
    render(<Shell />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tasks' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Ongoing tasks' }),
    ).toBeInTheDocument();
  });

  it('renders only the routed view in print mode', () => {
    render(<Shell printMode />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Ongoing tasks');
  });

  it('opens the navigation in a drawer from the top bar and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const link = within(drawer).getByRole('link', { name: 'Completed' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('closes the drawer with Escape', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });
});
