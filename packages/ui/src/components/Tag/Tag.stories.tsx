import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagGroup } from './Tag';
import { tabIn } from '../../test/stories';

const items = [
  { id: 1, name: 'Design' },
  { id: 2, name: 'Delivery' },
  { id: 3, name: 'Finance' },
];

const meta = {
  title: 'Primitives/Tag',
  component: TagGroup,
  args: { label: 'Teams', items },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removable: Story = { args: { onRemove: () => {} } };
export const Selectable: Story = { args: { selectionMode: 'multiple', selectedKeys: [2] } };
export const Focused: Story = {
  args: { onRemove: () => {} },
  play: tabIn,
};
export const Disabled: Story = { args: { disabledKeys: [2] } };
export const Empty: Story = { args: { items: [] } };
export const LongText: Story = {
  args: {
    items: [
      { id: 1, name: 'A very long tag name that is truncated with an ellipsis' },
      { id: 2, name: 'Short' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { onRemove: () => {} } };
