import { useWallet } from '../../hooks/wallet/use-wallet';
import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { AmountField } from '../../components/token/amount-field';
import { Button } from '../../components/ui/button';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { Field } from '../../components/ui/field';
import { Tabs } from '../../components/ui/tabs';
import { WalletAction } from '../../components/wallet/wallet-action';
import { KNOWN_TOKENS } from '../../config/tokens';
import { CONDITIONS, EXPIRY_CHIPS, useOrderForm } from './hooks/use-order-form';

export function LimitOrdersPage() {
  const { connected } = useWallet();
  const form = useOrderForm();
  return (
    <FormAndListLayout
      title="Limit Orders"
      description="Trigger a trade on a token’s USD price, or buy on a schedule. Orders are held in your own vault."
      walletFor="to place and manage orders"
      formTitle="New order"
      form={
        <Tabs
          label="Order kind"
          items={[
            { id: 'limit', label: 'Limit' },
            { id: 'recurring', label: 'Recurring' },
          ]}
          selected={form.mode}
          onSelect={form.setMode}
        >
          <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
            <ChoiceChips
              legend="Condition"
              name="condition"
              options={CONDITIONS}
              value={form.condition}
              onChange={form.setCondition}
            />
            <AmountField
              label={form.amountLabel}
              value={form.amount}
              onChange={form.setAmount}
              decimals={KNOWN_TOKENS.SOL.decimals}
              tokenSymbol="SOL"
            />
            <Field
              label="Trigger price (USD per SOL)"
              value={form.price}
              onChange={(e) => form.setPrice(e.target.value)}
              inputMode="decimal"
              hint="Orders need at least 10 USD."
            />
            <ChoiceChips
              legend="Expires in"
              name="expiry"
              options={EXPIRY_CHIPS}
              value={form.expiry}
              onChange={form.setExpiry}
            />
            <WalletAction>
              <Button size="lg" disabled>
                Sign in to place orders
              </Button>
            </WalletAction>
          </form>
        </Tabs>
      }
      listTitle="Your orders"
      list={
        <p className="mt-2 text-sm text-ink-muted">
          {connected
            ? 'Sign in with your wallet to see open orders and history.'
            : 'Connect a wallet to see your open orders and history.'}
        </p>
      }
    />
  );
}
