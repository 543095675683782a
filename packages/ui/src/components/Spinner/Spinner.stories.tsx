import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: { chromatic: { pauseAnimationAtEnd: true } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const WithLabel: Story = { args: { showLabel: true, label: 'Loading projects' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { showLabel: true } };
