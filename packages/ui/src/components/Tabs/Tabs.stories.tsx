import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';
import { tabInThenPress } from '../../test/stories';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Project sections',
    items: [
      { id: 'overview', title: 'Overview', content: 'Project overview.' },
      { id: 'tasks', title: 'Tasks', content: 'Task board.' },
      { id: 'finances', title: 'Finances', content: 'Budget and forecast.' },
      { id: 'risks', title: 'Risks', content: 'Risk register.', isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'finances' } };
export const Focused: Story = {
  play: tabInThenPress('{ArrowRight}'),
};
export const Dark: Story = { globals: { theme: 'dark' } };
