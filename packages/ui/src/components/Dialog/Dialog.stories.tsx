import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from './Dialog';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Edit custom view',
    trigger: <Button>Open dialog</Button>,
    children: <TextField label="Name" defaultValue="Custom View" />,
    footer: (close: () => void) => (
      <>
        <Button variant="ghost" onPress={close}>
          Cancel
        </Button>
        <Button variant="primary" onPress={close}>
          Save
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
};

export const Default: Story = {};
export const Open: Story = { play: open };
export const Large: Story = { args: { size: 'large' }, play: open };
export const LongText: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        {Array.from(
          { length: 30 },
          (_, i) => `Paragraph ${i + 1} of the terms of the statement of work.`,
        ).join(' ')}
      </p>
    ),
  },
  play: open,
};
/** A bottom sheet: a phone's form over a list (the timesheet's day view). */
export const Sheet: Story = {
  args: { placement: 'sheet', title: 'Log time' },
  play: open,
};
export const Dark: Story = { globals: { theme: 'dark' }, play: open };
