import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaChart } from './AreaChart';
import { BarChart } from './BarChart';
import { ChartPlaceholder } from './ChartPlaceholder';
import { Heatmap } from './Heatmap';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';
import {
  financeSeries,
  monthlyFinances,
  ragByWeek,
  ragSeries,
  workloadGrid,
} from './chart.fixtures';

const euros = (value: number) => `€${(value / 1000).toLocaleString('en-US')}k`;

const meta = {
  title: 'Composites/Charts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the month charts below share: the months of finance figures, in euros. */
const byMonth = {
  data: monthlyFinances,
  xKey: 'month',
  xLabel: 'Month',
  valueFormatter: euros,
  width: 560,
} as const;

/** The RAG counts per week, stacked. */
const ragByWeekStack = {
  title: 'Project RAG by week',
  data: ragByWeek,
  xKey: 'week',
  xLabel: 'Week',
  series: ragSeries,
  width: 560,
} as const;

const workloadHeatmap = { title: 'Workload (hours per week)', max: 40, ...workloadGrid };

export const Bar: Story = {
  render: () => (
    <BarChart title="Forecast vs actual" {...byMonth} series={financeSeries} height={280} />
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
      {...byMonth}
      series={[{ key: 'invoiced', label: 'Invoiced' }]}
      height={280}
    />
  ),
};

export const Line: Story = {
  render: () => (
    <LineChart
      title="Burn-up"
      {...byMonth}
      series={[
        { key: 'forecast', label: 'Scope' },
        { key: 'invoiced', label: 'Done', tone: 'positive' },
      ]}
      height={280}
    />
  ),
};

export const Area: Story = {
  render: () => (
    <AreaChart
      title="Finance history"
      {...byMonth}
      series={[
        { key: 'actual', label: 'Actual' },
        { key: 'invoiced', label: 'Invoiced', tone: 'info' },
      ]}
      height={280}
    />
  ),
};

export const StackedBar: Story = {
  render: () => <StackedBarChart {...ragByWeekStack} height={280} />,
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
  render: () => <Heatmap {...workloadHeatmap} />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StackedBarChart {...ragByWeekStack} height={240} />
      <LineChart title="Forecast vs actual" {...byMonth} series={financeSeries} height={240} />
      <Heatmap {...workloadHeatmap} />
    </div>
  ),
};
