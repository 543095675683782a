import { CartesianChart, type CartesianChartProps } from './CartesianChart';

export type LineChartProps<T> = CartesianChartProps<T>;

/** Line chart with theme colours, an accessible name and a hidden data table. */
export function LineChart<T>(props: LineChartProps<T>) {
  return <CartesianChart kind="line" {...props} />;
}
