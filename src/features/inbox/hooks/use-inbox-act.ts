import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { explainError } from '../../../api/explain-error';
import { useCreateOrder } from '../../limit-orders/hooks/use-create-order';
import { orderSummary } from '../../limit-orders/utils/order-draft';
import { useHomeExecutor } from '../../portfolio/hooks/use-home-executor';
import { useInboxStore } from '../state/inbox-store';
import type { InboxItem } from '../utils/model';

export type ActOutcome =
  { status: 'confirm' } | { status: 'running' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/** An item's action: its page, the portfolio's executor (each feature's own write), or a renew (cancel, then create). */
export function useInboxAct(onNavigate: () => void) {
  const navigate = useNavigate();
  const executor = useHomeExecutor();
  const create = useCreateOrder();
  const [outcomes, setOutcomes] = useState<Record<string, ActOutcome>>({});
  // An item acted on stays in the list with its outcome after the next poll no longer finds it (claimed, clawed back).
  const [acted, setActed] = useState<readonly InboxItem[]>([]);
  const set = (id: string, o: ActOutcome) => setOutcomes((all) => ({ ...all, [id]: o }));

  async function run(item: InboxItem): Promise<string> {
    const action = item.action;
    if (action?.kind === 'run') return executor.run(action.item);
    if (action?.kind !== 'renew') return '';
    await executor.run(action.cancel);
    await create.runAsync({ draft: action.draft, wallet: action.wallet, summary: orderSummary(action.draft, null) });
    return 'Renewed: the order is placed again with the same terms.';
  }

  /** `confirmed`: a renew's second step, after the row said what it will sign. */
  async function act(item: InboxItem, confirmed = false) {
    const action = item.action;
    if (!action) return;
    useInboxStore.getState().read([item.id]);
    if (action.kind === 'open') {
      onNavigate();
      navigate(action.to);
      return;
    }
    if (action.kind === 'renew' && !confirmed) {
      set(item.id, { status: 'confirm' });
      return;
    }
    set(item.id, { status: 'running' });
    setActed((all) => [...all.filter((i) => i.id !== item.id), item]);
    try {
      set(item.id, { status: 'done', text: await run(item) });
    } catch (e) {
      set(item.id, { status: 'failed', text: explainError(e).title });
    }
  }
  const cancelled = (id: string) =>
    setOutcomes((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== id)));
  const busy = Object.values(outcomes).some((o) => o.status === 'running');
  const state = executor.state ?? (create.state.status === 'idle' ? null : create.state);
  return { act, cancelled, outcomes, acted, busy, state };
}
