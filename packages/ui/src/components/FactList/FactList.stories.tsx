import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './FactList';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/FactList',
  component: FactList,
  args: {
    facts: [
      { term: 'Period', value: '1 Mar 2026 – 31 Aug 2026' },
      { term: 'Currency', value: 'EUR' },
      { term: 'Money cap', value: '€50,000.00' },
      { term: 'Hour cap', value: 'None' },
    ],
  },
  decorators: [inFrame({ maxWidth: 520, padding: 16 })],
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {};
export const Inline: Story = { args: { layout: 'inline' } };
