import { render, screen } from '@testing-library/react';
import type { ProjectFinancials } from '@keel/types';
import { OverBudgetWarning } from '../routes/financials.page';
import { FigureCard } from './FinanceFigures';
import { MonthlyFinances } from './MonthlyFinances';

const figures = { minutes: 600, revenue: 500_000, cost: 300_000, margin: 200_000 };

const DATA: ProjectFinancials = {
  projectId: 1,
  currency: 'EUR',
  budget: {
    amount: 1_000_000,
    minutes: 6000,
    approvedChanges: { amount: 100_000, minutes: 600, count: 1 },
  },
  actual: figures,
  forecast: figures,
  atCompletion: { minutes: 7200, revenue: 1_000_000, cost: 1_200_000, margin: -200_000 },
  overBudget: { money: true, minutes: true },
  months: [],
  asOf: null,
};

describe('finance figures', () => {
  it('shows cost and margin only when the API gives them', () => {
    const { rerender } = render(
      <FigureCard title="Actual to date" figures={figures} currency="EUR" />,
    );
    expect(screen.getByText('Cost')).toBeInTheDocument();
    expect(screen.getByText('Margin')).toBeInTheDocument();
    rerender(
      <FigureCard
        title="Actual to date"
        figures={{ ...figures, cost: null, margin: null }}
        currency="EUR"
      />,
    );
    expect(screen.getByText('Revenue')).toBeInTheDocument();
    expect(screen.queryByText('Cost')).not.toBeInTheDocument();
    expect(screen.queryByText('Margin')).not.toBeInTheDocument();
  });

  it('says in words which budget the forecast at completion exceeds', () => {
    render(<OverBudgetWarning data={DATA} />);
    expect(screen.getByText('Over budget:')).toBeInTheDocument();
    expect(screen.getByText(/forecast cost at completion.*exceeds the budget/)).toBeInTheDocument();
    expect(screen.getByText(/forecast hours at completion.*120 h.*100 h/)).toBeInTheDocument();
  });

  it('says nothing of money when the cost (and so its over-budget flag) is withheld', () => {
    render(
      <OverBudgetWarning
        data={{
          ...DATA,
          atCompletion: { ...DATA.atCompletion, cost: null, margin: null },
          overBudget: { money: null, minutes: true },
        }}
      />,
    );
    expect(screen.getByText(/forecast hours at completion.*120 h.*100 h/)).toBeInTheDocument();
    expect(screen.queryByText(/forecast cost/)).not.toBeInTheDocument();
    expect(screen.queryByText(/€0\.00|NaN/)).not.toBeInTheDocument();
  });

  it('shows no warning of money when only the hours are within budget and cost is withheld', () => {
    const { container } = render(
      <OverBudgetWarning
        data={{
          ...DATA,
          atCompletion: { ...DATA.atCompletion, cost: null, margin: null },
          overBudget: { money: null, minutes: false },
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows no warning within the budget', () => {
    const { container } = render(
      <OverBudgetWarning data={{ ...DATA, overBudget: { money: false, minutes: false } }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('tells actual months from forecast ones in words in the monthly table', () => {
    const month = (m: string) => ({
      month: m,
      actualMinutes: 60,
      actualRevenue: 100,
      actualCost: null,
      actualMargin: null,
      forecastMinutes: 0,
      forecastRevenue: 0,
      forecastCost: null,
      forecastMargin: null,
    });
    render(
      <MonthlyFinances
        months={[month('2026-10'), month('2026-11'), month('2026-12')]}
        currentMonth="2026-11"
        currency="EUR"
      />,
    );
    const table = screen.getByRole('table', { name: 'Figures by month' });
    expect(table).toHaveTextContent('Actual');
    expect(table).toHaveTextContent('Actual to date + forecast');
    expect(table).toHaveTextContent('Forecast');
    // A reader without cost gets no cost or margin column.
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
  });
});
