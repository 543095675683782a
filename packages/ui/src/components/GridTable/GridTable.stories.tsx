import type { Meta, StoryObj } from '@storybook/react-vite';
import { GridTable, GridTableError } from './GridTable';

const lines = [
  ['Discovery workshop', 'Consultant', '8:00', '€960.00'],
  ['Design of the landing page and its variants', 'Designer', '24:00', '€2,400.00'],
];

const head = (
  <thead>
    <tr role="row">
      {['Description', 'Role', 'Hours', 'Labour'].map((title) => (
        <th
          key={title}
          role="columnheader"
          scope="col"
          data-numeric={title === 'Hours' || title === 'Labour' || undefined}
        >
          {title}
        </th>
      ))}
    </tr>
  </thead>
);

const meta = {
  title: 'Composites/GridTable',
  component: GridTable,
  args: {
    'aria-label': 'Line items',
    children: (
      <>
        {head}
        <tbody>
          {lines.map((line, row) => (
            <tr key={line[0]} role="row">
              {line.map((value, col) => (
                <td
                  key={col}
                  role="gridcell"
                  tabIndex={row === 0 && col === 0 ? 0 : -1}
                  data-numeric={col >= 2 || undefined}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GridTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A cell being edited, its value refused: the editor, the outline and the message. */
export const EditingRefused: Story = {
  args: {
    children: (
      <>
        {head}
        <tbody>
          <tr role="row">
            <td role="gridcell">Discovery workshop</td>
            <td role="gridcell">Consultant</td>
            <td role="gridcell" data-numeric data-invalid>
              <input
                aria-label="Hours, line 1"
                aria-invalid
                aria-describedby="hours-error"
                defaultValue="eight"
              />
              <GridTableError id="hours-error">
                Hours must be a number like 7:30 or 7.5
              </GridTableError>
            </td>
            <td role="gridcell" data-numeric>
              €960.00
            </td>
          </tr>
        </tbody>
      </>
    ),
  },
};
