import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { explainError } from '../../api/explain-error';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { useTriggerSession } from '../../hooks/trigger/use-trigger-session';
import { useNow } from '../../hooks/use-now';
import { useWallet, useWalletStackStatus } from '../../hooks/wallet/use-wallet';
import { BringHome } from './components/bring-home';
import { NetWorth, partOf, type NetWorthPart } from './components/net-worth';
import { SectionCard } from './components/section-card';
import { WalletTokens } from './components/wallet-tokens';
import { useBorrowSection, useEarnSection } from './hooks/use-lend-sections';
import { useInvitesSection, useLimitSection, useRecurringSection } from './hooks/use-order-sections';
import { useLaunchSection, useLeftoversSection, usePredictionsSection } from './hooks/use-other-sections';
import { useWalletTokens } from './hooks/use-wallet-tokens';
import { useHomeStore } from './state/home-store';
import { homePlan } from './utils/home-plan';
import type { PortfolioItem } from './utils/model';
import { sumUsd } from './utils/usd';

// The signing steps (every feature's write hook, web3.js) load once the wallet is there, not with the page.
const Runner = lazyPart(() => import('./components/home-runner').then((m) => m.HomeRunner));

function Portfolio({ wallet }: { wallet: string }) {
  const now = useNow(30_000);
  const session = useTriggerSession();
  const signIn = useMutation({ mutationFn: () => session.signIn() });
  const earn = useEarnSection(wallet);
  const sections = [
    useLimitSection(wallet, now),
    useRecurringSection(wallet),
    useInvitesSection(wallet, now),
    earn,
    useBorrowSection(wallet),
    usePredictionsSection(wallet),
    useLaunchSection(wallet),
    useLeftoversSection(wallet),
  ];
  const tokens = useWalletTokens(earn.shareMints);
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
      <BringHome items={plan} waiting={sections.filter((s) => s.status !== 'ready').length} />
      {asked ? (
        <PartLoading what="the signing steps">
          <Runner.Part />
        </PartLoading>
      ) : null}
      <WalletTokens rows={tokens.rows} status={tokenStatus} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
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

export function PortfolioPage() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const stack = useWalletStackStatus();
  useEffect(() => {
    if (stack !== 'idle') Runner.preload();
  }, [stack]);
  return (
    <div>
      <PageHeader route="portfolio">
        <PageRequirements walletFor="to see everything it holds and has parked" />
      </PageHeader>
      {wallet ? <Portfolio key={wallet} wallet={wallet} /> : null}
    </div>
  );
}
