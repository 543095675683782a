import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'ACME-7 Website relaunch', href: '#project' },
      { label: 'Design the landing page', href: '#parent' },
      { label: 'Pick the hero image' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A step the reader may not open is plain text. */
export const WithoutLink: Story = {
  args: {
    items: [
      { label: 'ACME-7 Website relaunch', href: '#project' },
      { label: 'Parent task' },
      { label: 'Pick the hero image' },
    ],
  },
};
