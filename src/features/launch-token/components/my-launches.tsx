import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { studioQueries } from '../../../api/studio/queries';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { LazyMeasuredList } from '../../../components/ui/lazy-measured-list';
import { useApiClient } from '../../../hooks/use-api-client';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { amountLabel } from '../../../lib/tx/statement';
import { formatNumber, formatTokenAmount, formatUsd } from '../../../utils/format';
import { toDecimalString } from '../../../utils/amount';
import { STUDIO_TOKEN_DECIMALS, type VestingSchedule } from '../../../utils/studio-curve';
import { useClaimFee } from '../hooks/use-claim-fee';
import { useLaunchVesting } from '../hooks/use-launch-vesting';
import { type MyLaunch, useMyLaunches } from '../hooks/use-my-launches';
import { QUOTE_DECIMALS } from '../utils/launch-params';
import { quoteLabels } from '../utils/launch-statement';
import { tradeHref } from './launch-success';

const days = (seconds: number) => `${formatNumber(Math.round(seconds / 86_400))} days`;

function vestingText(v: VestingSchedule): string {
  const amount = (raw: bigint) => formatTokenAmount(raw, STUDIO_TOKEN_DECIMALS);
  const tokens = `${amount(v.total)} tokens vest`;
  const cliff = v.cliffSeconds > 0 ? `, after a ${days(v.cliffSeconds)} cliff` : '';
  if (v.periods === 0) return `${tokens} at once${cliff}`;
  const atCliff = v.cliffUnlock > 0n ? ` (${amount(v.cliffUnlock)} of them at the cliff)` : '';
  return `${tokens} in ${String(v.periods)} unlocks over ${days(v.durationSeconds)} after graduation${cliff}${atCliff}`;
}

const ROW_ESTIMATE = 150;
const launchKey = (l: MyLaunch) => l.mint;

const CLAIM_STAGES = { crafting: 'Asking Studio for the claim…' };

function LaunchRow({ launch, wallet }: { launch: MyLaunch; wallet: string }) {
  const client = useApiClient();
  const titleId = useId();
  const { pool, graduatedPool } = launch;
  const vesting = useLaunchVesting(launch.configKey).data;
  const fee = useQuery({ ...studioQueries.poolFee(client, pool), refetchInterval: 10_000 });
  const quoteMint = STUDIO_QUOTE_MINTS[launch.quote];
  const prices = usePrices([quoteMint]);
  const claim = useClaimFee();
  const unclaimed = fee.data?.unclaimed;
  const price = priceOf(prices.data, quoteMint);
  const usd =
    unclaimed !== undefined && price !== null
      ? formatUsd(Number(toDecimalString(unclaimed, QUOTE_DECIMALS[launch.quote])) * price)
      : null;
  return (
    <article aria-labelledby={titleId} className="rounded-control border border-line bg-surface-raised p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-medium">
          {launch.name} ({launch.symbol})
        </h3>
        <p>{graduatedPool ? 'Graduated' : 'On the bonding curve'}</p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Unclaimed creator fees</dt>
        <dd className="text-right">
          {unclaimed === undefined
            ? fee.isError
              ? 'Could not be read'
              : '…'
            : `${amountLabel(unclaimed, quoteMint, quoteLabels)}${usd ? ` (${usd})` : ''}`}
        </dd>
        <dt className="text-ink-muted">Earned in total</dt>
        <dd className="text-right">{fee.data ? amountLabel(fee.data.total, quoteMint, quoteLabels) : '…'}</dd>
      </dl>
      {vesting && vesting.total > 0n ? <p className="mt-1 text-ink-muted">{vestingText(vesting)}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={!unclaimed || unclaimed === 0n || claim.busy}
          onClick={() =>
            unclaimed && claim.run({ wallet, poolAddress: pool, symbol: launch.symbol, quote: launch.quote, unclaimed })
          }
        >
          {claim.busy ? 'Claiming…' : `Claim fees of ${launch.symbol}`}
        </Button>
        <Link to={tradeHref(launch)} className="text-accent underline">
          Trade {launch.symbol}
        </Link>
        <Link to={`/launch/${launch.mint}`} className="text-accent underline">
          Token page of {launch.symbol}
        </Link>
      </div>
      {claim.state.status === 'done' ? (
        <p role="status" className="mt-1 text-success">
          Fees claimed.
        </p>
      ) : null}
      <TxProgress state={claim.state} stages={CLAIM_STAGES} />
    </article>
  );
}

export function MyLaunches() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const launches = useMyLaunches(wallet, { refetchInterval: 15_000 });
  if (!wallet) return <p className="mt-2 text-sm text-ink-muted">Connect a wallet to see its launches.</p>;
  if (launches.isPending) return <p className="mt-2 text-sm text-ink-muted">Reading this wallet's launches…</p>;
  if (launches.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-danger">
        This wallet's launches could not be read. {launches.error.message}
      </p>
    );
  }
  if (launches.data.length === 0)
    return <p className="mt-2 text-sm text-ink-muted">No launches from this wallet yet.</p>;
  // Windowed: each row polls its pool's fees, so a creator of fifty launches polls only the rows on screen.
  return (
    <LazyMeasuredList
      label="Launches, newest first"
      items={launches.data}
      estimate={ROW_ESTIMATE}
      getKey={launchKey}
      renderRow={(l) => <LaunchRow launch={l} wallet={wallet} />}
      className="mt-2 max-h-[40rem]"
    />
  );
}
