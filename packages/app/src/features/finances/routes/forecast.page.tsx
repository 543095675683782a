import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../users/users.queries';
import { hasAny } from '../../../lib/auth/access';
import { PortfolioFinancesView } from '../components/PortfolioFinancesView';
import { ExchangeRatesCard } from '../components/ExchangeRatesCard';

/**
 * `/projects/finances/forecast`: the months to come (the current one: actual
 * to date + the rest), and the exchange rates that convert its totals (kept by
 * those who keep the rate profiles).
 */
export default function ForecastPage() {
  const user = useQuery(currentUserQueryOptions()).data;
  const canManageRates = user ? hasAny(user, 'manageQuoteRateProfiles') : false;
  return (
    <PortfolioFinancesView
      kind="forecast"
      title="Forecast"
      aside={<ExchangeRatesCard canManage={canManageRates} />}
    />
  );
}
