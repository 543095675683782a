import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureTable } from './FigureTable';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/FigureTable',
  component: FigureTable,
  args: { 'aria-label': 'Consumption per month', children: null },
  decorators: [inFrame({ maxWidth: 520, padding: 16 })],
  render: (args) => (
    <FigureTable {...args}>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col" data-numeric>
            Hours
          </th>
          <th scope="col" data-numeric>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">March 2026</th>
          <td data-numeric>42:30</td>
          <td data-numeric>€5,100.00</td>
        </tr>
        <tr>
          <th scope="row">April 2026</th>
          <td data-numeric>38:00</td>
          <td data-numeric>€4,560.00</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td data-numeric>80:30</td>
          <td data-numeric>€9,660.00</td>
        </tr>
      </tfoot>
    </FigureTable>
  ),
} satisfies Meta<typeof FigureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TopAligned: Story = { args: { verticalAlign: 'top' } };
