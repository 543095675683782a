import { lazy } from 'react';
import type {
  BarChart as UiBarChart,
  LineChart as UiLineChart,
  StackedBarChart as UiStackedBarChart,
} from '@keel/ui';

// The charts arrive in their own chunk, requested when a page first renders one
// (after its data); until then each card holds a ChartPlaceholder of its size.
const charts = () => import('./chart-library');
export const BarChart = lazy(() =>
  charts().then((m) => ({ default: m.BarChart })),
) as unknown as typeof UiBarChart;
export const StackedBarChart = lazy(() =>
  charts().then((m) => ({ default: m.StackedBarChart })),
) as unknown as typeof UiStackedBarChart;
export const LineChart = lazy(() =>
  charts().then((m) => ({ default: m.LineChart })),
) as unknown as typeof UiLineChart;
