import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaChart } from './AreaChart';
import { BarChart } from './BarChart';
import { ChartPlaceholder } from './ChartPlaceholder';
import { Heatmap } from './Heatmap';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';
import {
  monthlyFinances,
  ragByWeek,
  workloadCells,
  workloadPeople,
  workloadWeeks,
} from './chart.fixtures';

const euros = (value: number) => `€${(value / 1000).toLocaleString('en-US')}k`;

const meta = {
  title: 'Composites/Charts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const financeSeries = [
  { key: 'forecast', label: 'Forecast' },
  { key: 'actual', label: 'Actual' },
] as const;

export const Bar: Story = {
  render: () => (
    <BarChart
      title="Forecast vs actual"
      data={monthlyFinances}
      xKey="month"
      xLabel="Month"
      series={financeSeries}
      valueFormatter={euros}
      width={560}
      height={280}
    />
  ),
};

/** What a page shows in the chart's place while the chart's code loads: same box, title and legend. */
export const Placeholder: Story = {
  render: () => (
    <ChartPlaceholder title="Forecast vs actual" series={financeSeries} width={560} height={280} />
  ),
};

export const BarSingleSeries: Story = {
  render: () => (
    <BarChart
      title="Invoiced per month"
      data={monthlyFinances}
      xKey="month"
      xLabel="Month"
      series={[{ key: 'invoiced', label: 'Invoiced' }]}
      valueFormatter={euros}
      width={560}
      height={280}
    />
  ),
};

export const Line: Story = {
  render: () => (
    <LineChart
      title="Burn-up"
      data={monthlyFinances}
      xKey="month"
      xLabel="Month"
      series={[
        { key: 'forecast', label: 'Scope' },
        { key: 'invoiced', label: 'Done', tone: 'positive' },
      ]}
      valueFormatter={euros}
      width={560}
      height={280}
    />
  ),
};

export const Area: Story = {
  render: () => (
    <AreaChart
      title="Finance history"
      data={monthlyFinances}
      xKey="month"
      xLabel="Month"
      series={[
        { key: 'actual', label: 'Actual' },
        { key: 'invoiced', label: 'Invoiced', tone: 'info' },
      ]}
      valueFormatter={euros}
      width={560}
      height={280}
    />
  ),
};

export const StackedBar: Story = {
  render: () => (
    <StackedBarChart
      title="Project RAG by week"
      data={ragByWeek}
      xKey="week"
      xLabel="Week"
      series={[
        { key: 'red', label: 'Red', tone: 'critical' },
        { key: 'amber', label: 'Amber', tone: 'caution' },
        { key: 'green', label: 'Green', tone: 'positive' },
      ]}
      width={560}
      height={280}
    />
  ),
};

export const Empty: Story = {
  render: () => (
    <BarChart
      title="Forecast vs actual"
      description="No data for this period."
      data={[]}
      xKey="month"
      series={financeSeries}
      width={560}
      height={280}
    />
  ),
};

export const HeatmapWorkload: Story = {
  name: 'Heatmap',
  render: () => (
    <Heatmap
      title="Workload (hours per week)"
      rows={workloadPeople}
      columns={workloadWeeks}
      cells={workloadCells}
      max={40}
      valueFormatter={(value) => `${value} h`}
    />
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StackedBarChart
        title="Project RAG by week"
        data={ragByWeek}
        xKey="week"
        xLabel="Week"
        series={[
          { key: 'red', label: 'Red', tone: 'critical' },
          { key: 'amber', label: 'Amber', tone: 'caution' },
          { key: 'green', label: 'Green', tone: 'positive' },
        ]}
        width={560}
        height={240}
      />
      <LineChart
        title="Forecast vs actual"
        data={monthlyFinances}
        xKey="month"
        xLabel="Month"
        series={financeSeries}
        valueFormatter={euros}
        width={560}
        height={240}
      />
      <Heatmap
        title="Workload (hours per week)"
        rows={workloadPeople}
        columns={workloadWeeks}
        cells={workloadCells}
        max={40}
        valueFormatter={(value) => `${value} h`}
      />
    </div>
  ),
};
