import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete custom view?',
    children: 'The view "Overdue design tasks" will be removed for you. Tasks are not affected.',
    confirmLabel: 'Delete',
    trigger: <Button variant="critical">Delete view</Button>,
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete view' }));
};

export const Default: Story = {};
export const Open: Story = { play: open };
export const NonDestructive: Story = {
  args: {
    title: 'Lock March timesheets?',
    confirmLabel: 'Lock',
    isDestructive: false,
    trigger: <Button>Lock</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }));
  },
};
export const Pending: Story = { args: { isOpen: true, isPending: true, trigger: undefined } };
export const Dark: Story = { globals: { theme: 'dark' }, play: open };
