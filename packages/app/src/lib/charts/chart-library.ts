// The charts, imported lazily only (through ./lazy-charts): the chart library
// (recharts) loads in a chunk of its own once a page has its data.
export { BarChart, LineChart, StackedBarChart } from '@keel/ui';
