import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    title: 'Ada Admin',
    trigger: <Button>Account</Button>,
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <span>admin@example.com</span>
        <Switch>Dark theme</Switch>
      </div>
    ),
  },
  decorators: [inFrame({ minHeight: 220 })],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    // The popover's code loads on this first opening.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Ada Admin' })).toBeVisible());
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
