import { useEffect, useRef } from 'react';
import { useNow } from '../../../hooks/use-now';
import { useSetting } from '../../../stores/settings-store';
import { useInboxItems } from '../hooks/use-inbox-items';
import { useInboxStore } from '../state/inbox-store';
import { notifyHidden, notificationsAllowed } from '../utils/notify';

/** Polls the wallet's reads, keeps the store's items current and notifies of new ones while the tab is hidden. */
export function InboxWatcher({ wallet }: { wallet: string }) {
  const wanted = useSetting('notifications');
  const allowed = wanted && notificationsAllowed();
  const now = useNow(10_000);
  const { items, ready } = useInboxItems(wallet, now, allowed);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const signature = items.map((i) => `${i.id} ${i.detail}`).join('\n');
    if (signature === last.current) return;
    last.current = signature;
    const fresh = useInboxStore.getState().detected(items, Date.now());
    if (allowed) notifyHidden(fresh);
  }, [items, ready, allowed]);
  return null;
}
