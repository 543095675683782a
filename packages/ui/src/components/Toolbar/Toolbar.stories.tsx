import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toolbar, ToolbarSeparator } from './Toolbar';
import { IconButton } from '../IconButton/IconButton';
import { Button } from '../Button/Button';
import { tabInThenPress } from '../../test/stories';

const meta = {
  title: 'Primitives/Toolbar',
  component: Toolbar,
  args: {
    'aria-label': 'Task actions',
    children: (
      <>
        <Button size="small" icon="plus">
          Add task
        </Button>
        <ToolbarSeparator />
        <IconButton icon="filter" aria-label="Filter" size="small" />
        <IconButton icon="download" aria-label="Export" size="small" />
        <IconButton icon="trash" aria-label="Delete selected" size="small" isDisabled />
      </>
    ),
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Focused: Story = {
  play: tabInThenPress('{ArrowRight}'),
};
export const Dark: Story = { globals: { theme: 'dark' } };
