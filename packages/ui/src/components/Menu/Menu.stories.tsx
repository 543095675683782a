import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import { IconButton } from '../IconButton/IconButton';

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
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
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
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
