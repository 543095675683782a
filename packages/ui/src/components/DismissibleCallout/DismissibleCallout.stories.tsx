import type { Meta, StoryObj } from '@storybook/react-vite';
import { DismissibleCallout } from './DismissibleCallout';

const meta = {
  title: 'Primitives/DismissibleCallout',
  component: DismissibleCallout,
  args: {
    tone: 'caution',
    children: 'This lock was changed by someone else. The list now shows its latest version.',
    onDismiss: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DismissibleCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Critical: Story = {
  args: { tone: 'critical', announce: 'none', children: 'The entry could not be moved.' },
};
