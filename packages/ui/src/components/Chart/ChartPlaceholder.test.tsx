import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartPlaceholder } from './ChartPlaceholder';
import { StackedBarChart } from './StackedBarChart';
import { ragByWeek } from './chart.fixtures';

const props = {
  title: 'RAG by week',
  series: [
    { key: 'red', label: 'Red', tone: 'critical' },
    { key: 'amber', label: 'Amber', tone: 'caution' },
  ],
  height: 220,
} as const;

describe('ChartPlaceholder', () => {
  it('says what is loading and keeps the plot height of the chart it stands for', () => {
    const { container } = render(<ChartPlaceholder {...props} />);
    expect(screen.getByRole('status', { name: 'Loading the chart: RAG by week' })).toBeVisible();
    const plot = container.querySelector('figure > div');
    expect(plot).toHaveStyle({ height: '220px', width: '100%' });
  });

  it('has the same title and legend as the chart, so nothing moves when the chart arrives', () => {
    const placeholder = render(<ChartPlaceholder {...props} />).container;
    const chart = render(
      <StackedBarChart {...props} data={ragByWeek} xKey="week" width={480} />,
    ).container;
    const outline = (root: Element) =>
      [...root.querySelectorAll('figcaption, figure > ul')].map((node) => node.outerHTML);
    expect(outline(placeholder)).toEqual(outline(chart));
    expect(outline(placeholder)).toHaveLength(2);
  });
});
