import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldPlaceholder } from './FieldPlaceholder';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/FieldPlaceholder',
  component: FieldPlaceholder,
  args: { label: 'Status', text: 'Select…', isPlaceholder: true },
  decorators: [inFrame({ maxWidth: 240 })],
} satisfies Meta<typeof FieldPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty filter while its code loads: the label and the field's placeholder text. */
export const Default: Story = {};
/** A filter with one choice shows the chosen name. */
export const Chosen: Story = {
  args: { label: 'Projects', text: 'All projects', isPlaceholder: false },
};
/** Several choices: the first name and the MultiSelect's count badge. */
export const Several: Story = {
  args: { label: 'Manager', text: 'Pat Manager', isPlaceholder: false, count: 3 },
};
export const Dark: Story = { globals: { theme: 'dark' } };
