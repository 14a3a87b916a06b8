import { useEffect } from 'react';
import type { EarnPosition, EarnToken } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { AmountField } from '../../../components/token/amount-field';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { parseAmountInput } from '../../../utils/amount';
import { formatTokenAmount } from '../../../utils/format';
import { useEarnForm } from '../hooks/use-earn-form';
import { useEarnRiskSeen } from '../hooks/use-earn-risk-seen';
import { useEarnWrite } from '../hooks/use-earn-write';
import type { EarnMode } from '../utils/earn-amount';
import { underlyingText, usdText } from '../utils/earn-view';
import { EarnRiskNote } from './earn-risk-note';

const MODES = { Deposit: 'deposit', Withdraw: 'withdraw' } as const satisfies Record<string, EarnMode>;
type ModeLabel = keyof typeof MODES;

export function EarnPanel({ token, position }: { token: EarnToken; position: EarnPosition | undefined }) {
  const { publicKey } = useWallet();
  const form = useEarnForm(token, position);
  const tx = useEarnWrite();
  const symbol = token.asset.symbol;
  const modeLabel = (Object.keys(MODES) as ModeLabel[]).find((k) => MODES[k] === form.mode) ?? 'Deposit';

  const wallet = publicKey?.toBase58();
  const riskSeen = useEarnRiskSeen((s) => (wallet ? s.wallets.includes(wallet) : true));
  const markDeposited = useEarnRiskSeen((s) => s.deposited);
  const availableText =
    form.available === null
      ? form.balanceStatus === 'loading'
        ? 'Balance: …'
        : null
      : form.mode === 'deposit'
        ? `Balance: ${underlyingText(token, form.available)}`
        : form.max !== null && form.max < form.available
          ? `Withdrawable now: ${underlyingText(token, form.max)} of ${underlyingText(token, form.available)}`
          : `Withdrawable now: all ${underlyingText(token, form.available)}`;
  const typed = parseAmountInput(form.amount, token.asset.decimals);
  const typedUsd = typed.ok ? usdText(token, typed.raw) : null;

  const submit = () => {
    if (!publicKey || !form.write || tx.busy) return;
    tx.run({ wallet: publicKey.toBase58(), jlMint: token.address, write: form.write });
  };

  const write = form.write;
  const done = tx.state.status === 'done' ? tx.state.result.write.action : null;
  const { reset } = form;
  useEffect(() => {
    if (done) reset();
    if (done === 'deposit' && wallet) markDeposited(wallet);
  }, [done, reset, wallet, markDeposited]);

  return (
    <form
      aria-label={`${modeLabel} ${symbol}`}
      className="mt-4 flex flex-col gap-3 border-t border-line pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <ChoiceChips
        legend={`${symbol}: deposit or withdraw`}
        name="earn-mode"
        options={Object.keys(MODES) as ModeLabel[]}
        value={modeLabel}
        onChange={(m) => {
          form.setMode(MODES[m]);
          tx.reset();
        }}
      />
      <AmountField
        label={`Amount to ${form.mode}`}
        value={form.amount}
        onChange={form.setAmount}
        decimals={token.asset.decimals}
        tokenSymbol={symbol}
        disabled={tx.busy}
        footer={typedUsd ? <span className="text-xs text-ink-muted">≈ {typedUsd}</span> : null}
        labelAside={
          availableText ? (
            <span className="flex items-center gap-1.5 text-xs text-ink-muted">
              {availableText}
              {form.max !== null && form.max > 0n ? (
                <Button variant="ghost" size="sm" onClick={form.fillMax} disabled={tx.busy}>
                  Max
                </Button>
              ) : null}
            </span>
          ) : null
        }
      />
      {form.problem ? (
        <p role="alert" className="text-sm text-danger">
          {form.problem}
        </p>
      ) : write?.action === 'redeem' ? (
        <p className="text-xs text-ink-muted">
          Withdraws everything: all {formatTokenAmount(write.shares, token.decimals)} {token.symbol} are redeemed, so no
          dust is left.
        </p>
      ) : form.mode === 'deposit' && token.assetAddress === KNOWN_TOKENS.SOL.mint ? (
        <p className="text-xs text-ink-muted">Max keeps some SOL in your wallet for fees and rent.</p>
      ) : null}
      {form.mode === 'deposit' && !riskSeen ? <EarnRiskNote symbol={symbol} /> : null}
      <WalletAction>
        <Button type="submit" size="lg" disabled={!write || tx.busy}>
          {tx.busy ? `${modeLabel === 'Deposit' ? 'Depositing' : 'Withdrawing'}…` : `${modeLabel} ${symbol}`}
        </Button>
      </WalletAction>
      <TxProgress state={tx.state} onRetry={tx.retry} />
      <p role="status" className="text-sm">
        {done === null ? '' : done === 'deposit' ? `Deposited: your ${symbol} now earns.` : 'Withdrawn to your wallet.'}
      </p>
    </form>
  );
}
