import { CartesianChart, type CartesianChartProps } from './CartesianChart';

export type StackedBarChartProps<T> = CartesianChartProps<T>;

/** Stacked bar chart with theme colours, an accessible name and a hidden data table. */
export function StackedBarChart<T>(props: StackedBarChartProps<T>) {
  return <CartesianChart kind="stacked" {...props} />;
}
