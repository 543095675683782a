// The dashboard's charts, imported lazily only (routes/dashboard.page.tsx): the
// chart library (recharts) loads in a chunk of its own once the page has its data.
export { BarChart, StackedBarChart } from '@keel/ui';
