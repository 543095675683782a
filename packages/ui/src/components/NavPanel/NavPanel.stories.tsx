import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavPanel } from './NavPanel';
import { projectSections, tasksSections } from './nav.fixtures';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/NavPanel',
  component: NavPanel,
  args: { title: 'Tasks', sections: tasksSections(), currentPath: '/tasks/mine/ongoing' },
  decorators: [inFrame({ height: 640, display: 'flex' })],
} satisfies Meta<typeof NavPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const GroupAutoOpen: Story = { args: { currentPath: '/tasks/all/assignees' } };

export const StatusDots: Story = {
  args: { title: 'Projects', sections: projectSections, currentPath: '/projects/2' },
};

export const Dark: Story = {
  args: { currentPath: '/tasks/all/date' },
  globals: { theme: 'dark' },
};
