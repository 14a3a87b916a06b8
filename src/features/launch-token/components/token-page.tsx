import { useId } from 'react';
import { Link } from '../../../lib/router';
import type { PoolState } from '../../../api/studio/pools';
import { Card, CardTitle } from '../../../components/ui/card';
import { useNow } from '../../../hooks/use-now';
import { formatPercent, formatPrice, formatTokenAmount, formatUsd, shortAddress } from '../../../utils/format';
import { useTokenPage } from '../hooks/use-token-page';
import { ageText, quoteOfMint } from '../utils/launch-view';
import { TokenHolders, TokenTrades } from './token-activity';
import { TokenVesting } from './token-vesting';

const linkButton = 'inline-flex h-10 items-center rounded-control px-4 text-sm font-medium';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className="min-w-0">
      <CardTitle id={id} className="mb-3">
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

function Progress({ pool }: { pool: PoolState }) {
  const quote = quoteOfMint(pool.quoteMint);
  const amount = (raw: bigint) =>
    quote ? `${formatTokenAmount(raw, quote.decimals)} ${quote.symbol}` : raw.toString();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span id="graduation-progress-label">Progress to graduation</span>
        <span>{formatPercent(pool.progress)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="graduation-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pool.progress}
        aria-valuetext={formatPercent(pool.progress)}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full bg-accent" style={{ width: `${String(pool.progress)}%` }} />
      </div>
      <p className="text-xs text-ink-muted">
        {pool.dammv2PoolAddress
          ? 'Graduated: the curve sold out and its liquidity moved to a DAMM v2 pool.'
          : `${amount(pool.quoteReserve)} raised of ${amount(pool.migrationQuoteThreshold)} to graduate.`}
      </p>
    </div>
  );
}

export function TokenPage({ mint }: { mint: string }) {
  const page = useTokenPage(mint);
  const now = useNow(10_000);
  const pool = page.pool.data;
  if (page.notFound) {
    return (
      <div className="mx-auto max-w-form text-center">
        <h1 className="text-2xl font-semibold">Launch not found</h1>
        <p className="mt-2 break-all text-ink-muted">No launch on Studio has the mint {mint}.</p>
        <Link to="/launch" className="mt-4 inline-block text-accent underline">
          Back to Launch Token
        </Link>
      </div>
    );
  }
  if (!pool) {
    return page.pool.isError ? (
      <p role="alert" className="text-danger">
        This launch could not be read. {page.pool.error.message}
      </p>
    ) : (
      <p role="status" className="text-ink-muted">
        Reading the launch…
      </p>
    );
  }
  const quote = quoteOfMint(pool.quoteMint)?.symbol ?? pool.quoteMint;
  const token = page.token.data;
  const price = token?.usdPrice ?? null;
  const reserves = page.reserves.data;
  const decimals = page.holders.data?.decimals ?? token?.decimals;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">
            <Link to="/launch" className="text-accent underline">
              Launch Token
            </Link>{' '}
            / {pool.symbol}
          </p>
          <h1 className="text-2xl font-semibold">
            {pool.name} ({pool.symbol})
          </h1>
          <p className="font-mono text-xs break-all text-ink-muted">{pool.mint}</p>
        </div>
        <div className="flex gap-2">
          <Link to={`/swap?from=${quote}&to=${pool.mint}`} className={`${linkButton} bg-accent text-accent-ink`}>
            Buy {pool.symbol}
          </Link>
          <Link to={`/swap?from=${pool.mint}&to=${quote}`} className={`${linkButton} border border-line text-ink`}>
            Sell {pool.symbol}
          </Link>
        </div>
      </header>
      <Card aria-label="Market">
        <Progress pool={pool} />
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-muted">Price</dt>
            <dd title={price === null ? undefined : `$${formatPrice(price).full}`}>
              {price === null ? '—' : `$${formatPrice(price).text}`}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Market cap</dt>
            <dd>{token?.mcap == null ? '—' : formatUsd(token.mcap)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Age</dt>
            <dd>{ageText(pool.createdAt ? Date.parse(pool.createdAt) : null, now)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Creator</dt>
            <dd className="font-mono">{shortAddress(pool.creator)}</dd>
          </div>
        </dl>
      </Card>
      {pool.dammv2PoolAddress ? (
        <Section title="Pool after graduation (DAMM v2)">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">Pool</dt>
            <dd className="text-right font-mono break-all">{pool.dammv2PoolAddress}</dd>
            <dt className="text-ink-muted">Reserves</dt>
            <dd className="text-right">
              {reserves
                ? `${formatTokenAmount(reserves[0] ?? 0n, decimals ?? 0)} ${pool.symbol} · ${formatTokenAmount(reserves[1] ?? 0n, quoteOfMint(pool.quoteMint)?.decimals ?? 6)} ${quote}`
                : '…'}
            </dd>
          </dl>
        </Section>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Recent trades">
          <TokenTrades pool={pool} trades={page.trades} decimals={decimals} now={now} />
        </Section>
        <Section title="Top holders">
          <TokenHolders pool={pool} holders={page.holders} />
        </Section>
      </div>
      <Section title="Creator vesting">
        <TokenVesting pool={pool} now={now} decimals={decimals} />
      </Section>
    </div>
  );
}
