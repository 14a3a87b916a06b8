import { useId } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { PRODUCTS, type PortfolioItem, type ProductId, type Section } from '../utils/model';
import { sumUsd, usdText } from '../utils/usd';
import { ItemRow } from './item-row';

const PAGES: Partial<Record<ProductId, [string, string]>> = {
  limit: ['/limit-orders', 'Limit Orders'],
  recurring: ['/limit-orders?tab=recurring', 'Recurring'],
  invites: ['/invites', 'Send Invites'],
  earn: ['/earn', 'Earn'],
  borrow: ['/earn?tab=borrow', 'Borrow'],
  predictions: ['/predictions', 'Predictions'],
  launch: ['/launch', 'Launch Token'],
};

const EMPTY: Record<ProductId, string> = {
  limit: 'No open orders and nothing in your order vault.',
  recurring: 'No active recurring orders.',
  invites: 'No pending invites.',
  earn: 'Nothing supplied to earn.',
  borrow: 'No borrow positions.',
  predictions: 'No open positions or winnings to claim.',
  launch: 'No unclaimed creator fees from this wallet’s launches.',
  leftovers: 'No wrapped SOL and no empty token accounts.',
};

function Skeleton({ name }: { name: string }) {
  return (
    <div role="status" aria-label={`Loading ${name}`} className="flex flex-col gap-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-control bg-surface-raised motion-reduce:animate-none" />
      ))}
    </div>
  );
}

export function SectionCard({
  section,
  onAct,
  onSignIn,
}: {
  section: Section;
  onAct: (item: PortfolioItem) => void;
  onSignIn?: () => void;
}) {
  const id = useId();
  const name = PRODUCTS[section.product];
  const page = PAGES[section.product];
  const total = sumUsd(section.items.map((i) => i.usd));
  return (
    // Off-screen sections skip their layout until scrolled to: a page of many positions renders in short tasks.
    <Card aria-labelledby={id} className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto]">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={id}>{name}</CardTitle>
        <div className="flex items-baseline gap-3 text-sm">
          {section.status === 'ready' && section.items.length > 0 ? (
            <span className="tabular-nums">
              <span className="sr-only">{name} total: </span>
              {usdText(total.total)}
            </span>
          ) : null}
          {page ? (
            <Link to={page[0]} className="text-accent underline">
              Open {page[1]}
            </Link>
          ) : null}
        </div>
      </div>
      {section.status === 'loading' ? <Skeleton name={name.toLowerCase()} /> : null}
      {section.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-danger">
            {name} could not be read. {section.error}
          </p>
          {section.retry ? (
            <Button size="sm" variant="secondary" onClick={section.retry}>
              Try again <span className="sr-only">to read {name.toLowerCase()}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {section.status === 'signed-out' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-ink-muted">
            Orders are kept by the order service: sign in once with your wallet to see them.
          </p>
          {onSignIn ? (
            <Button size="sm" onClick={onSignIn}>
              Sign in to see your orders
            </Button>
          ) : null}
        </div>
      ) : null}
      {section.status === 'ready' ? (
        section.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{EMPTY[section.product]}</p>
        ) : (
          <ul aria-label={name} className="flex flex-col gap-2">
            {section.items.map((item) => (
              <ItemRow key={item.id} item={item} onAct={onAct} />
            ))}
          </ul>
        )
      ) : null}
      {section.note ? <p className="mt-2 text-xs text-ink-muted">{section.note}</p> : null}
    </Card>
  );
}
