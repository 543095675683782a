import { PortfolioFinancesView } from '../components/PortfolioFinancesView';

/** `/projects/finances/forecast`: the months to come (the current one: actual to date + the rest). */
export default function ForecastPage() {
  return <PortfolioFinancesView kind="forecast" title="Forecast" />;
}
