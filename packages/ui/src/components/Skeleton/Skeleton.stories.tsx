import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [inFrame({ maxWidth: 360 })],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Paragraph: Story = { args: { lines: 4, label: 'Loading description' } };
export const Circle: Story = { args: { isCircle: true, height: 48, label: 'Loading avatar' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { lines: 3 } };
