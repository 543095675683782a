import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import { IconButton } from '../IconButton/IconButton';
import { inFrame, tabInThenPress } from '../../test/stories';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    'aria-label': 'View actions',
    trigger: <IconButton icon="moreHorizontal" aria-label="View actions" />,
    children: (
      <>
        <MenuItem id="edit" icon="edit">
          Edit
        </MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="archive" isDisabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon="trash" isCritical>
          Delete
        </MenuItem>
      </>
    ),
  },
  decorators: [inFrame({ minHeight: 240 })],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View actions' }));
  },
};
export const KeyboardOpen: Story = {
  play: tabInThenPress('{Enter}'),
};
export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
