import { CartesianChart, type CartesianChartProps } from './CartesianChart';

export type BarChartProps<T> = CartesianChartProps<T>;

/** Bar chart with theme colours, an accessible name and a hidden data table. */
export function BarChart<T>(props: BarChartProps<T>) {
  return <CartesianChart kind="bar" {...props} />;
}
