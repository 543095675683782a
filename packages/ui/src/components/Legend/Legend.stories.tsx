import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from '../StatusDot/StatusDot';
import { Legend } from './Legend';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/Legend',
  component: Legend,
  args: {
    'aria-label': 'Legend',
    items: [
      { key: 'green', swatch: <StatusDot status="green" />, label: 'On track' },
      { key: 'amber', swatch: <StatusDot status="amber" />, label: 'At risk' },
      { key: 'red', swatch: <StatusDot status="red" />, label: 'Off track' },
    ],
  },
  decorators: [inFrame({ maxWidth: 520, padding: 16 })],
} satisfies Meta<typeof Legend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
