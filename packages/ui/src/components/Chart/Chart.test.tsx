import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaChart } from './AreaChart';
import { BarChart } from './BarChart';
import { Heatmap } from './Heatmap';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';
import {
  financeSeries,
  monthlyFinances,
  ragByWeek,
  ragSeries,
  workloadGrid,
  workloadPeople,
  workloadWeeks,
} from './chart.fixtures';

const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

describe('cartesian charts', () => {
  it.each([
    ['bar', BarChart, 'Bar chart'],
    ['line', LineChart, 'Line chart'],
    ['area', AreaChart, 'Area chart'],
  ] as const)(
    'the %s chart is an image named by its title and a summary of its series',
    (_, Chart, kind) => {
      render(
        <Chart
          title="Forecast vs actual"
          data={monthlyFinances}
          xKey="month"
          series={financeSeries}
          width={480}
          height={240}
        />,
      );
      expect(
        screen.getByRole('img', {
          name: `Forecast vs actual. ${kind} of Forecast and Actual over 6 categories.`,
        }),
      ).toBeInTheDocument();
    },
  );

  it('offers the same numbers as a data table for screen readers', () => {
    render(
      <BarChart
        title="Monthly revenue"
        data={monthlyFinances}
        xKey="month"
        xLabel="Month"
        series={[{ key: 'actual', label: 'Actual' }]}
        width={480}
        valueFormatter={euros}
      />,
    );
    const table = screen.getByRole('table', { name: 'Monthly revenue' });
    const march = within(table).getByRole('row', { name: /Mar/ });
    expect(within(march).getByRole('cell')).toHaveTextContent('€44,100');
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
  });

  it('uses the caller’s description as the accessible summary', () => {
    render(
      <StackedBarChart
        title="Project RAG"
        description="Most projects are green; red fell from 2 to 1."
        data={ragByWeek}
        xKey="week"
        series={ragSeries}
        width={480}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Project RAG. Most projects are green; red fell from 2 to 1.',
      }),
    ).toBeInTheDocument();
  });
});

describe('Heatmap', () => {
  it('is a table whose cells are named by person and week and read their value', () => {
    render(<Heatmap title="Workload (hours)" {...workloadGrid} />);
    const table = screen.getByRole('table', { name: 'Workload (hours)' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(workloadPeople.map((person) => person.label));
    const max = within(table).getByRole('row', { name: /Max Member/ });
    const cells = within(max).getAllByRole('cell');
    expect(cells).toHaveLength(workloadWeeks.length);
    // Max is row 1: value = ((13 + column * 7) % 9) * 5, so W1 = 20 h.
    expect(cells[0]).toHaveTextContent('20 h');
  });

  it('reads a missing cell as having no value', () => {
    render(
      <Heatmap
        title="Workload"
        rows={workloadPeople.slice(0, 1)}
        columns={workloadWeeks.slice(0, 2)}
        cells={[{ row: 'pat', column: 'W1', value: 8 }]}
      />,
    );
    const cells = within(screen.getByRole('row', { name: /Pat Manager/ })).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('8');
    expect(cells[1]).toHaveTextContent('No value');
  });
});
