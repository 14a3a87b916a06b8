import { useMemo, useState, useTransition } from 'react';
import * as z from 'zod/mini';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { Card } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import { urlParam, useUrlState } from '../../hooks/use-url-state';
import { EarnTab } from './components/earn-tab';

type Tab = 'earn' | 'borrow';
const URL_PARAMS = { tab: urlParam<Tab>(z.enum(['earn', 'borrow']), 'earn') };

// Borrow is the second tab: its code loads when the tabs are pointed at or focused, not with the page, nor with a tap
// on an Earn asset (it would share the phone's few connections with the deposit form's chunks).
const { Part: BorrowTab, preload: preloadBorrow } = lazyPart(() =>
  import('./components/borrow-tab').then((m) => m.BorrowTab),
);

export function EarnBorrowPage() {
  const url = useUrlState(URL_PARAMS);
  const { tab } = url.values;
  // The tap marks the tab at once; the other tab's content renders after, in a render that yields (issue 30: INP).
  const [switching, startSwitch] = useTransition();
  const [chosen, setChosen] = useState(tab);
  const setTab = (t: Tab) => {
    setChosen(t);
    startSwitch(() => url.set({ tab: t === 'earn' ? null : t }));
  };
  const panel = useMemo(
    () =>
      tab === 'earn' ? (
        <EarnTab />
      ) : (
        <PartLoading what="borrow vaults">
          <BorrowTab />
        </PartLoading>
      ),
    [tab],
  );
  return (
    <div>
      <PageHeader route="earn">
        <PageRequirements walletFor={tab === 'earn' ? 'to deposit' : 'to borrow'} />
      </PageHeader>
      <Card>
        <Tabs
          onIntent={preloadBorrow}
          label="Earn or borrow"
          items={[
            { id: 'earn', label: 'Earn' },
            { id: 'borrow', label: 'Borrow' },
          ]}
          selected={switching ? chosen : tab}
          onSelect={setTab}
        >
          {panel}
        </Tabs>
      </Card>
    </div>
  );
}
