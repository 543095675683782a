import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'No quotes yet',
    description: 'Create a quote to price a piece of work for a client.',
    action: (
      <Button variant="primary" icon="plus">
        New quote
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ComingSoon: Story = {
  args: {
    title: 'Resource planning is coming',
    description: 'This page will show team workload by week. It is not built yet.',
    action: undefined,
    icon: 'clock',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
