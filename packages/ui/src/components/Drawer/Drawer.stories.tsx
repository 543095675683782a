import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from './Drawer';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <IconButton icon="menu" aria-label="Open menu" variant="secondary" />,
    children: (
      <nav
        aria-label="Sections"
        style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }}
      >
        <Link href="#timesheet">Timesheet</Link>
        <Link href="#tasks">Tasks</Link>
        <Link href="#projects">Projects</Link>
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
};

export const Default: Story = {};
export const Open: Story = { play: open };
export const Right: Story = { args: { side: 'right', title: 'Filters' }, play: open };
export const Dark: Story = { globals: { theme: 'dark' }, play: open };
