import type { Meta, StoryObj } from '@storybook/react-vite';
import { Legend } from '../Legend/Legend';
import { GridTable, GridTableError, GridTableInput, GridTableSwatch } from './GridTable';

const DAYS = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7'];

const meta = {
  title: 'Composites/GridTable',
  component: GridTable,
  args: {
    caption: 'Your time, week of 3 March',
    rowHeaderMinWidth: 200,
    cellMinWidth: 84,
    children: null,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
  render: (args) => (
    <GridTable {...args}>
      <thead>
        <tr>
          <th scope="col">Line</th>
          {DAYS.map((day) => (
            <th key={day} scope="col" data-numeric>
              {day}
            </th>
          ))}
          <th scope="col" data-numeric>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {['Design review', 'Support'].map((line, row) => (
          <tr key={line}>
            <th scope="row">{line}</th>
            {DAYS.map((day, col) =>
              col === 0 ? (
                <td key={day} data-numeric data-unavailable>
                  Locked
                </td>
              ) : (
                <td key={day} data-numeric>
                  <GridTableInput
                    aria-label={`${line}, ${day}`}
                    defaultValue={row === 1 && col === 2 ? 'abc' : '1:30'}
                    error={row === 1 && col === 2 ? 'Enter hours as 1:30 or 1.5' : null}
                  />
                </td>
              ),
            )}
            <td data-numeric>6:00</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {DAYS.map((day) => (
            <td key={day} data-numeric>
              3:00
            </td>
          ))}
          <td data-numeric>12:00</td>
        </tr>
      </tfoot>
    </GridTable>
  ),
} satisfies Meta<typeof GridTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ruled: Story = {};

const WEEKS = ['W10', 'W11', 'W12', 'W13'];
const TILES = [
  { label: 'Design', level: 0, subtotal: true, tones: ['positive', 'caution', 'critical', 'info'] },
  {
    label: 'Ada Lovelace',
    level: 1,
    subtotal: false,
    tones: ['critical', 'caution', 'none', 'info'],
  },
  { label: 'Unassigned', level: 0, subtotal: false, tones: ['neutral', 'neutral', 'none', 'none'] },
] as const;

export const Tiles: Story = {
  args: { variant: 'tiles', caption: undefined, 'aria-label': 'Workload', cellMinWidth: 72 },
  render: (args) => (
    <>
      <GridTable {...args}>
        <thead>
          <tr>
            <th scope="col">Person</th>
            {WEEKS.map((week) => (
              <th key={week} scope="col">
                {week}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TILES.map((row) => (
            <tr key={row.label} data-subtotal={row.subtotal || undefined}>
              <th scope="row" data-level={row.level || undefined}>
                {row.label}
              </th>
              {row.tones.map((tone, col) => (
                <td key={WEEKS[col]} data-tone={tone} tabIndex={col === 0 ? 0 : -1}>
                  {tone === 'critical' ? 'Over' : tone === 'none' ? '—' : '60 %'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </GridTable>
      <Legend
        aria-label="Legend"
        items={[
          {
            key: 'over',
            swatch: <GridTableSwatch tone="critical">Over</GridTableSwatch>,
            label: 'Over',
          },
          {
            key: 'busy',
            swatch: <GridTableSwatch tone="caution">85+</GridTableSwatch>,
            label: 'Busy',
          },
          { key: 'none', swatch: <GridTableSwatch tone="none">—</GridTableSwatch>, label: 'None' },
        ]}
      />
    </>
  ),
};

const LINES = [
  ['Discovery workshop', 'Consultant', '8:00', '€960.00'],
  ['Design of the landing page and its variants', 'Designer', '24:00', '€2,400.00'],
];

const linesHead = (
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

const figuresArgs = {
  variant: 'figures',
  caption: undefined,
  rowHeaderMinWidth: undefined,
  cellMinWidth: undefined,
  'aria-label': 'Line items',
} as const;

/** Lines of figures moved through like a spreadsheet (the caller owns the keys and focus). */
export const Figures: Story = {
  args: figuresArgs,
  render: (args) => (
    <GridTable {...args}>
      {linesHead}
      <tbody>
        {LINES.map((line, row) => (
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
    </GridTable>
  ),
};

/** A cell being edited, its value refused: the editor, the outline and the message. */
export const FiguresEditingRefused: Story = {
  args: figuresArgs,
  render: (args) => (
    <GridTable {...args}>
      {linesHead}
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
    </GridTable>
  ),
};
