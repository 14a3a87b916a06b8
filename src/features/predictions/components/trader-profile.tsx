import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import { predictionQueries } from '../../../api/prediction/queries';
import { Card, CardTitle } from '../../../components/ui/card';
import { isWalletAddress, PREDICTIONS_LEADERBOARD_PATH } from '../../../config/routes';
import { useApiClient } from '../../../hooks/use-api-client';
import { shortAddress } from '../../../utils/format';
import { PnlChart } from './pnl-chart';
import { PredictionsSubPage } from './predictions-nav';
import { ProfileStats } from './profile-stats';

const back = (
  <Link to={PREDICTIONS_LEADERBOARD_PATH} className="text-sm text-accent underline-offset-2 hover:underline">
    ← Leaderboard
  </Link>
);

/** A trader's public profile: the same reads as "Your predictions", for any wallet. */
function TraderProfile({ owner }: { owner: string }) {
  const client = useApiClient();
  const profile = useQuery(predictionQueries.profile(client, owner));
  const pnl = useQuery(predictionQueries.pnlHistory(client, owner));
  return (
    <Card aria-labelledby="trader-title">
      <CardTitle id="trader-title">Trader {shortAddress(owner)}</CardTitle>
      <p className="text-xs break-all text-ink-muted">{owner}</p>
      <ProfileStats profile={profile.data} failed={profile.isError} />
      {pnl.data ? <PnlChart history={pnl.data.history} /> : null}
    </Card>
  );
}

/** `/predictions/profile/<wallet>`; an address that is no wallet's says so instead of asking the service. */
export function TraderProfilePage({ wallet }: { wallet: string }) {
  return (
    <PredictionsSubPage current={null}>
      <div className="flex flex-col gap-3">
        <div>{back}</div>
        {isWalletAddress(wallet) ? (
          <TraderProfile owner={wallet} />
        ) : (
          <Card aria-labelledby="trader-missing">
            <CardTitle id="trader-missing">Trader not found</CardTitle>
            <p className="mt-2 text-sm break-all text-ink-muted">
              “{wallet.slice(0, 64)}” is not a Solana wallet address. Pick a trader from the leaderboard.
            </p>
          </Card>
        )}
      </div>
    </PredictionsSubPage>
  );
}
