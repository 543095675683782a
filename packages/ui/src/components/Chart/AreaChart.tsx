import { CartesianChart, type CartesianChartProps } from './CartesianChart';

export type AreaChartProps<T> = CartesianChartProps<T>;

/** Area chart with theme colours, an accessible name and a hidden data table. */
export function AreaChart<T>(props: AreaChartProps<T>) {
  return <CartesianChart kind="area" {...props} />;
}
