import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Totals } from './Totals';

const meta = {
  title: 'Composites/Totals',
  component: Totals,
  args: {
    'aria-label': 'Quote totals',
    items: [
      { term: 'Labour', value: '€2,700.00' },
      { term: 'Expenses', value: '€0.00' },
      { term: 'Subtotal', value: '€2,700.00' },
      {
        term: (
          <>
            Project management{' '}
            <Text tone="muted" size="small">
              — 10 % of labour (€2,700.00)
            </Text>
          </>
        ),
        key: 'pm',
        value: '€270.00',
      },
      { term: 'Total', value: '€2,970.00', isTotal: true },
      { term: 'Cost', value: '€1,800.00', isScreenOnly: true },
      { term: 'Margin', value: '€1,170.00 (39.4 %)', isScreenOnly: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Totals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
