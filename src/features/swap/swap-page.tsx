import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { TokenAmountInput } from '../../components/token/token-amount-input';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { useUiStore } from '../../stores/ui-store';
import { useSetting } from '../../stores/settings-store';
import { parseAmountInput } from '../../utils/amount';
import { bpsToPercentString } from '../../utils/bps';
import { useSwapPair } from './hooks/use-swap-pair';

export function SwapPage() {
  const { connected } = useWallet();
  const openDialog = useUiStore((s) => s.dialogOpened);
  const slippage = useSetting('slippage');
  const { from, to, flip, setFrom, setTo, resolving, notice } = useSwapPair();
  const [amount, setAmount] = useState('');
  const parsed = parseAmountInput(amount, from.decimals);

  const action = !connected
    ? { label: 'Connect wallet', onClick: () => openDialog('wallet'), disabled: false }
    : !parsed.ok
      ? { label: parsed.reason === 'empty' ? 'Enter an amount' : parsed.message, onClick: undefined, disabled: true }
      : { label: 'Review swap', onClick: undefined, disabled: true };

  return (
    <div className="mx-auto max-w-form">
      <PageHeader title="Swap" description="Best price across every router, with every fee shown before you sign.">
        <PageRequirements walletFor="to swap" />
      </PageHeader>
      <Card aria-labelledby="swap-card-title">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="swap-card-title" className="font-semibold">
            {from.symbol} → {to.symbol}
          </h2>
          <span className="text-xs text-ink-muted">
            Slippage: {slippage.mode === 'auto' ? 'Auto' : `${bpsToPercentString(slippage.bps)} %`}
          </span>
        </div>
        <form className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
          {notice ? <Notice title="The link's pair was changed">{notice}</Notice> : null}
          <TokenAmountInput
            label="You pay"
            token={from}
            value={amount}
            onChange={setAmount}
            onTokenChange={setFrom}
            otherMint={to.mint}
            pickerTitle="Pay with"
            disabled={resolving}
          />
          <div className="-my-1 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={flip}
              aria-label={`Switch: pay with ${to.symbol}, receive ${from.symbol}`}
            >
              ⇅
            </Button>
          </div>
          <TokenAmountInput
            label="You receive"
            token={to}
            value=""
            onTokenChange={setTo}
            otherMint={from.mint}
            pickerTitle="Receive"
            readOnly
          />
          <p className="mt-2 text-sm text-ink-muted" role="status">
            {parsed.ok
              ? `The best route for ${parsed.normalized} ${from.symbol} appears here with the rate, minimum received and every fee.`
              : `Enter an amount of ${from.symbol} to see the best route, the rate, the minimum you receive and every fee.`}
          </p>
          <Button size="lg" className="mt-3" onClick={action.onClick} disabled={action.disabled}>
            {action.label}
          </Button>
        </form>
      </Card>
    </div>
  );
}
