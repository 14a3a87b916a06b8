import { useState } from 'react';
import { useNavigate } from 'react-router';
import { explainError } from '../../../api/explain-error';
import { useHomeExecutor } from '../../portfolio/hooks/use-home-executor';
import { useInboxStore } from '../state/inbox-store';
import type { InboxItem } from '../utils/model';

export type ActOutcome = { status: 'running' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/** An item's action: its page, or the portfolio's executor (each feature's own write, statement and firewall). */
export function useInboxAct(onNavigate: () => void) {
  const navigate = useNavigate();
  const executor = useHomeExecutor();
  const [outcomes, setOutcomes] = useState<Record<string, ActOutcome>>({});
  // An item acted on stays in the list with its outcome after the next poll no longer finds it (claimed, clawed back).
  const [acted, setActed] = useState<readonly InboxItem[]>([]);
  const set = (id: string, o: ActOutcome) => setOutcomes((all) => ({ ...all, [id]: o }));

  async function act(item: InboxItem) {
    const action = item.action;
    if (!action) return;
    useInboxStore.getState().read([item.id]);
    if (action.kind === 'open') {
      onNavigate();
      await navigate(action.to);
      return;
    }
    set(item.id, { status: 'running' });
    setActed((all) => [...all.filter((i) => i.id !== item.id), item]);
    try {
      set(item.id, { status: 'done', text: await executor.run(action.item) });
    } catch (e) {
      set(item.id, { status: 'failed', text: explainError(e).title });
    }
  }
  const busy = Object.values(outcomes).some((o) => o.status === 'running');
  return { act, outcomes, acted, busy, state: executor.state };
}
