import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Description' },
  decorators: [inFrame({ maxWidth: 420 })],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Markdown is not supported here.' } };
export const Focused: Story = { play: tabIn };
export const Invalid: Story = {
  args: { rules: [(value) => value.trim().length > 0 || 'Description is required'] },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Cannot be changed' } };
export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'Phase one covers discovery and content audit. Phase two covers design, build and migration of the existing 1,400 pages, including redirects, accessibility fixes, search tuning and training for the editorial team.',
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'Notes' } };
