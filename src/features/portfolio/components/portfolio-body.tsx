import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { explainError } from '../../../api/explain-error';
import { lazyPart, PartLoading } from '../../../components/page/lazy-part';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useNow } from '../../../hooks/use-now';
import { BringHome } from './bring-home';
import { NetWorth, partOf, type NetWorthPart } from './net-worth';
import { SectionCard } from './section-card';
import { WalletTokens } from './wallet-tokens';
import { useBorrowSection, useEarnSection } from '../hooks/use-lend-sections';
import { useInvitesSection, useLimitSection, useRecurringSection } from '../hooks/use-order-sections';
import { useLaunchSection, useLeftoversSection, usePredictionsSection } from '../hooks/use-other-sections';
import { useWalletTokens } from '../hooks/use-wallet-tokens';
import { useHomeStore } from '../state/home-store';
import { homePlan } from '../utils/home-plan';
import type { PortfolioItem } from '../utils/model';
import { sumUsd } from '../utils/usd';

// The signing steps (every feature's write hook, web3.js: some sixty chunks) load on a sign of intent, pointer or focus
// on what acts, not as the page fills: asking for them adds a preload link per chunk, one long task (issue 30).
const Runner = lazyPart(() => import('./home-runner').then((m) => m.HomeRunner));

/** Everything below the page's header: every product's read, valuation and action (its own chunk, see the page). */
export function PortfolioBody({ wallet }: { wallet: string }) {
  const now = useNow(30_000);
  const session = useTriggerSession();
  const signIn = useMutation({ mutationFn: () => session.signIn() });
  const sections = [
    useLimitSection(wallet, now),
    useRecurringSection(wallet),
    useInvitesSection(wallet, now),
    useEarnSection(wallet),
    useBorrowSection(wallet),
    usePredictionsSection(wallet),
    useLaunchSection(wallet),
    useLeftoversSection(wallet),
  ];
  const counted = sections.flatMap((s) => s.counted ?? []).join(',');
  const exclude = useMemo(() => new Set(counted.split(',')), [counted]);
  const tokens = useWalletTokens(exclude);
  const requested = useHomeStore((s) => s.requested);
  const asked = useHomeStore((s) => Object.keys(s.runs).length > 0);
  useEffect(() => () => useHomeStore.getState().cleared(), []);

  const tokenStatus = tokens.read.data !== undefined ? 'ready' : tokens.read.error ? 'error' : 'loading';
  const tokenSum = sumUsd(tokens.rows.map((r) => r.usd));
  const parts: NetWorthPart[] = [
    { name: 'Wallet tokens', usd: tokenSum.total, status: tokenStatus, unpriced: tokenSum.unpriced },
    ...sections.map(partOf),
  ];
  const plan = homePlan(sections, wallet);
  const act = (item: PortfolioItem) => requested([item], false);
  return (
    <div className="flex flex-col gap-4">
      <NetWorth parts={parts} />
      <div className="contents" onPointerOver={Runner.preload} onFocus={Runner.preload}>
        <BringHome items={plan} waiting={sections.filter((s) => s.status !== 'ready').length} />
      </div>
      {asked ? (
        <PartLoading what="the signing steps">
          <Runner.Part />
        </PartLoading>
      ) : null}
      <WalletTokens rows={tokens.rows} status={tokenStatus} />
      <div
        className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2"
        onPointerOver={Runner.preload}
        onFocus={Runner.preload}
      >
        {sections.map((s) =>
          s.product === 'limit' && s.status === 'signed-out' ? (
            <SectionCard
              key={s.product}
              section={signIn.isError ? { ...s, note: `Sign-in failed: ${explainError(signIn.error).title}.` } : s}
              onAct={act}
              onSignIn={signIn.isPending ? undefined : () => signIn.mutate()}
            />
          ) : (
            <SectionCard key={s.product} section={s} onAct={act} />
          ),
        )}
      </div>
    </div>
  );
}
