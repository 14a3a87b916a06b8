import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lendQueries } from '../../api/lend/queries';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { QueryState } from '../../components/page/query-state';
import { Card } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import { useApiClient } from '../../hooks/use-api-client';
import { formatPercent } from '../../utils/format';
import { EarnTab } from './components/earn-tab';
import { bpsToPercent, perMilleToPercent } from './utils/rates';

type Tab = 'earn' | 'borrow';
const th = 'px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'px-3 py-2.5 text-sm';

function BorrowTable() {
  const client = useApiClient();
  const vaults = useQuery(lendQueries.borrowVaults(client));
  return (
    <QueryState
      query={vaults}
      what="borrow vaults"
      isEmpty={(d) => d.length === 0}
      empty="No vaults are open for borrowing right now."
    >
      {(list) => (
        <table className="w-full">
          <caption className="sr-only">Vaults you can borrow from</caption>
          <thead>
            <tr>
              <th className={th}>Collateral → Debt</th>
              <th className={th}>Max LTV</th>
              <th className={th}>Liquidation at</th>
              <th className={th}>Borrow rate</th>
            </tr>
          </thead>
          <tbody>
            {list.map((v) => (
              <tr key={String(v.id)} className="border-t border-line">
                <td className={td}>
                  {v.supplyToken.symbol} → {v.borrowToken.symbol}
                </td>
                <td className={td}>{formatPercent(perMilleToPercent(v.collateralFactor ?? NaN))}</td>
                <td className={td}>{formatPercent(perMilleToPercent(v.liquidationThreshold ?? NaN))}</td>
                <td className={td}>{formatPercent(bpsToPercent(v.borrowRate ?? NaN))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}

export function EarnBorrowPage() {
  const [tab, setTab] = useState<Tab>('earn');
  return (
    <div>
      <PageHeader route="earn">
        <PageRequirements walletFor={tab === 'earn' ? 'to deposit' : 'to borrow'} />
      </PageHeader>
      <Card>
        <Tabs
          label="Earn or borrow"
          items={[
            { id: 'earn', label: 'Earn' },
            { id: 'borrow', label: 'Borrow' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'earn' ? <EarnTab /> : <BorrowTable />}
        </Tabs>
      </Card>
    </div>
  );
}
