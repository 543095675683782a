import { useQuery } from '@tanstack/react-query';
import { may } from '../../../lib/session';
import { PortfolioFinancesView } from '../components/PortfolioFinancesView';
import { ExchangeRatesCard } from '../components/ExchangeRatesCard';
import { currentUserQueryOptions } from '../../../lib/session';

/**
 * `/projects/finances/forecast`: the months to come (the current one: actual
 * to date + the rest), and the exchange rates that convert its totals (kept by
 * those who keep the rate profiles).
 */
export default function ForecastPage() {
  const user = useQuery(currentUserQueryOptions()).data;
  const canManageRates = may(user, 'manageQuoteRateProfiles');
  return (
    <PortfolioFinancesView
      kind="forecast"
      title="Forecast"
      aside={<ExchangeRatesCard canManage={canManageRates} />}
    />
  );
}
