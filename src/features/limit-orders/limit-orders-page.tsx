import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { AmountField } from '../../components/token/amount-field';
import { Button } from '../../components/ui/button';
import { WalletAction } from '../../components/wallet/wallet-action';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { Card, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Tabs } from '../../components/ui/tabs';
import { KNOWN_TOKENS } from '../../config/tokens';

const EXPIRY_CHIPS = ['1 day', '7 days', '30 days'] as const;
const CONDITIONS = ['Buy below', 'Buy above', 'Sell above', 'Sell below'] as const;
type Mode = 'limit' | 'recurring';

export function LimitOrdersPage() {
  const { connected } = useWallet();
  const [mode, setMode] = useState<Mode>('limit');
  const [amount, setAmount] = useState('');
  const [condition, setCondition] = useState<(typeof CONDITIONS)[number]>('Sell above');
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHIPS)[number]>('7 days');
  const [price, setPrice] = useState('');

  return (
    <div>
      <PageHeader
        title="Limit Orders"
        description="Trigger a trade on a token’s USD price, or buy on a schedule. Orders are held in your own vault."
      >
        <PageRequirements walletFor="to place and manage orders" />
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[28rem_1fr]">
        <Card aria-labelledby="order-form-title">
          <CardTitle id="order-form-title" className="mb-3">
            New order
          </CardTitle>
          <Tabs
            label="Order kind"
            items={[
              { id: 'limit', label: 'Limit' },
              { id: 'recurring', label: 'Recurring' },
            ]}
            selected={mode}
            onSelect={setMode}
          >
            <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
              <ChoiceChips
                legend="Condition"
                name="condition"
                options={CONDITIONS}
                value={condition}
                onChange={setCondition}
              />
              <AmountField
                label={mode === 'limit' ? 'Amount to sell' : 'Total to spend'}
                value={amount}
                onChange={setAmount}
                decimals={KNOWN_TOKENS.SOL.decimals}
                tokenSymbol="SOL"
              />
              <Field
                label="Trigger price (USD per SOL)"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                inputMode="decimal"
                hint="Orders need at least 10 USD."
              />
              <ChoiceChips
                legend="Expires in"
                name="expiry"
                options={EXPIRY_CHIPS}
                value={expiry}
                onChange={setExpiry}
              />
              <WalletAction>
                <Button size="lg" disabled>
                  Sign in to place orders
                </Button>
              </WalletAction>
            </form>
          </Tabs>
        </Card>
        <Card aria-labelledby="open-orders-title">
          <CardTitle id="open-orders-title">Your orders</CardTitle>
          <p className="mt-2 text-sm text-ink-muted">
            {connected
              ? 'Sign in with your wallet to see open orders and history.'
              : 'Connect a wallet to see your open orders and history.'}
          </p>
        </Card>
      </div>
    </div>
  );
}
