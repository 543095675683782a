import type { Meta, StoryObj } from '@storybook/react-vite';
import { Legend } from '../Legend/Legend';
import { GridTable, GridTableInput, GridTableSwatch } from './GridTable';

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
