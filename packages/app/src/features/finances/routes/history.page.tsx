import { PortfolioFinancesView } from '../components/PortfolioFinancesView';

/** `/projects/finances/history`: past months from the actuals, the current month to date. */
export default function HistoryPage() {
  return <PortfolioFinancesView kind="history" title="History" />;
}
