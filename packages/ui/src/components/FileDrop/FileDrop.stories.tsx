import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDrop } from './FileDrop';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/FileDrop',
  component: FileDrop,
  args: { label: 'Attach files', onFiles: () => {} },
  decorators: [inFrame({ maxWidth: 480 })],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Multiple: Story = { args: { allowsMultiple: true, maxSizeBytes: 10 * 1024 * 1024 } };

export const ImagesOnly: Story = {
  args: { label: 'Upload a logo', acceptedFileTypes: ['image/png', 'image/svg+xml'] },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Dark: Story = {
  args: { allowsMultiple: true, maxSizeBytes: 10 * 1024 * 1024 },
  globals: { theme: 'dark' },
};
