import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from './Inline';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 'small' },
  decorators: [inFrame({ maxWidth: 480, padding: 16 })],
  render: (args) => (
    <Inline {...args}>
      <Button variant="primary">Save</Button>
      <Button>Cancel</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = {
  args: { justify: 'spaceBetween' },
  render: (args) => (
    <Inline {...args}>
      <span>This project was changed by someone else.</span>
      <Button size="small">Reload</Button>
    </Inline>
  ),
};
export const Wrapping: Story = {
  args: { gap: 'xsmall' },
  decorators: [inFrame({ maxWidth: 220 })],
  render: (args) => (
    <Inline {...args}>
      {['Design', 'Build', 'Test', 'Launch', 'Support', 'Training'].map((label) => (
        <Badge key={label} tone="info">
          {label}
        </Badge>
      ))}
    </Inline>
  ),
};
export const EndAligned: Story = { args: { justify: 'end', gap: 'medium' } };
