// The task statistics' charts, imported lazily only (components/TaskStats.tsx):
// the chart library (recharts) loads in a chunk of its own once the stats arrive.
export { BarChart, StackedBarChart } from '@keel/ui';
