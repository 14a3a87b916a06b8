import { useDeferredValue, useEffect, useId } from 'react';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { Card, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Tabs } from '../../components/ui/tabs';
import { useTriggerSession } from '../../hooks/trigger/use-trigger-session';
import { useWalletStackStatus } from '../../hooks/wallet/use-wallet';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { OrderForm } from './components/order-form';
import { useLimitPageState, type LimitPageState } from './hooks/use-page-state';

// The first paint shows the order form; the orders need a wallet and Recurring is another tab (issue 15).
const SignIn = lazyPart(() => import('./components/session-gate').then((m) => m.SignInPrompt));
const Open = lazyPart(() => import('./components/open-orders').then((m) => m.OpenOrders));
const History = lazyPart(() => import('./components/order-history').then((m) => m.OrderHistory));
const Recurring = lazyPart(() => import('./recurring/recurring-panel').then((m) => m.RecurringPanel));

function usePreloadOrders() {
  const stack = useWalletStackStatus();
  useEffect(() => {
    if (stack === 'idle') return;
    for (const part of [SignIn, Open, History]) part.preload();
  }, [stack]);
}

const PAGE_TABS = [
  { id: 'limit', label: 'Limit' },
  { id: 'recurring', label: 'Recurring' },
] as const;
const ORDER_TABS = [
  { id: 'open', label: 'Open orders' },
  { id: 'history', label: 'History' },
] as const;

function YourOrders({ url }: { url: LimitPageState }) {
  const { wallet } = useTriggerSession();
  // Drawn in a transition after the form, not in the task that opens the page (issue 30).
  const drawn = useDeferredValue(true, false);
  if (!wallet)
    return <p className="mt-2 text-sm text-ink-muted">Connect a wallet to see your open orders and history.</p>;
  if (!drawn) {
    return (
      <p role="status" className="py-6 text-center text-sm text-ink-muted">
        Loading your orders…
      </p>
    );
  }
  return (
    <PartLoading what="your orders">
      <SignIn.Part>
        <Tabs
          label="Your orders"
          items={ORDER_TABS}
          selected={url.values.orders}
          onSelect={(orders) => url.set({ orders }, { history: 'push' })}
          className="mt-3"
        >
          {url.values.orders === 'open' ? <Open.Part /> : <History.Part url={url} />}
        </Tabs>
      </SignIn.Part>
    </PartLoading>
  );
}

function LimitPanel({ url }: { url: LimitPageState }) {
  const formId = useId();
  const listId = useId();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[28rem_1fr]">
      <Card aria-labelledby={formId}>
        <CardTitle id={formId} className="mb-3">
          New order
        </CardTitle>
        <OrderForm />
      </Card>
      <Card aria-labelledby={listId}>
        <CardTitle id={listId}>Your orders</CardTitle>
        <YourOrders url={url} />
      </Card>
    </div>
  );
}

export function LimitOrdersPage() {
  const url = useLimitPageState();
  // The chosen tab shows at once; its panel draws in a transition, not in the task of the click that opened the page
  // or the tab (issue 30).
  const panel = useDeferredValue<LimitPageState['values']['tab'] | null>(url.values.tab, null);
  usePreloadOrders();
  return (
    <div>
      <PageHeader route="limitOrders">
        <PageRequirements walletFor="to place and manage orders" />
        {url.notices.map((n) => (
          <Notice key={n} tone="warning" title="Part of the link was left out">
            {n}
          </Notice>
        ))}
      </PageHeader>
      <Tabs
        label="Order kind"
        items={PAGE_TABS}
        selected={url.values.tab}
        onSelect={(tab) => url.set({ tab }, { history: 'push' })}
        onIntent={Recurring.preload}
      >
        {panel === null ? null : panel === 'limit' ? (
          <LimitPanel url={url} />
        ) : (
          <PartLoading what="recurring orders">
            <Recurring.Part />
          </PartLoading>
        )}
      </Tabs>
    </div>
  );
}
