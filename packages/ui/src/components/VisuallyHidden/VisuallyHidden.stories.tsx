import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Unread: ' },
  decorators: [inFrame({ maxWidth: 360, padding: 16 })],
  render: (args) => (
    <p>
      <VisuallyHidden {...args} />
      Ada mentioned you in “Kick-off”.
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
