import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from './AppShell';
import { NavPanel } from '../NavPanel/NavPanel';
import { tasksSections } from '../NavPanel/nav.fixtures';
import { NavRail } from '../NavRail/NavRail';
import { railItems, railUser } from '../NavRail/rail.fixtures';

function Shell({
  withPanel = true,
  printMode = false,
}: {
  withPanel?: boolean;
  printMode?: boolean;
}) {
  return (
    <div style={{ margin: -24 }}>
      <AppShell
        printMode={printMode}
        rail={
          <NavRail
            items={railItems}
            user={railUser}
            theme="light"
            onThemeChange={() => {}}
            onSearch={() => {}}
            onNotifications={() => {}}
            unreadCount={2}
          />
        }
        panel={
          withPanel ? (
            <NavPanel title="Tasks" sections={tasksSections()} currentPath="/tasks/mine/ongoing" />
          ) : undefined
        }
      >
        <div style={{ padding: 24 }}>
          <h1 style={{ fontSize: 20 }}>Ongoing tasks</h1>
          <p>The routed view renders here.</p>
        </div>
      </AppShell>
    </div>
  );
}

const meta = {
  title: 'Composites/AppShell',
  component: Shell,
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutPanel: Story = { args: { withPanel: false } };

export const PrintMode: Story = { args: { printMode: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
