import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'medium' },
  decorators: [inFrame({ maxWidth: 360, padding: 16 })],
  render: (args) => (
    <Stack {...args}>
      <TextField label="Name" />
      <TextField label="Client" />
      <Button variant="primary">Save</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallGap: Story = { args: { gap: 'xsmall' } };
export const AlignedStart: Story = {
  args: { align: 'start', gap: 'small' },
  render: (args) => (
    <Stack {...args}>
      <Badge tone="positive">Active</Badge>
      <Badge tone="caution">On hold</Badge>
      <Badge tone="critical">Cancelled</Badge>
    </Stack>
  ),
};
export const AsList: Story = {
  args: { as: 'ul', gap: 'xsmall', 'aria-label': 'Milestones' },
  render: (args) => (
    <Stack {...args}>
      <li>Kick-off workshop</li>
      <li>Design sign-off</li>
      <li>Go-live</li>
    </Stack>
  ),
};
