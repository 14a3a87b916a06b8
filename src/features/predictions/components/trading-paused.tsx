import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../../api/prediction/event-queries';
import { Notice } from '../../../components/ui/notice';
import { useApiClient } from '../../../hooks/use-api-client';

/** True only when the service says trading is paused; unknown (loading, an error) is not "paused". */
export function useTradingPaused(): boolean {
  return useQuery(eventQueries.tradingStatus(useApiClient())).data?.trading_active === false;
}

/** The exchange-wide status, said only when trading is paused. */
export function TradingPaused() {
  return useTradingPaused() ? (
    <Notice tone="warning" title="Trading is paused" className="mb-3">
      The exchange has paused trading on every market. You can browse events and positions; bets, sells and claims wait
      until it resumes.
    </Notice>
  ) : null;
}
