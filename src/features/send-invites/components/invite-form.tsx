import { TokenAmountInput } from '../../../components/token/token-amount-input';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useCreateInvite } from '../hooks/use-invite-actions';
import { useInviteForm } from '../hooks/use-invite-form';
import { CreatedInviteCard, preloadQr } from './created-invite';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';
import { formatTokenAmount } from '../../../utils/format';
import { SOL_DECIMALS } from '../../../utils/sol';
import { INVITE_SIGNATURE_FEES } from '../utils/invite-statement';

const sol = (lamports: bigint) => `${formatTokenAmount(lamports, SOL_DECIMALS, { maxSignificant: 9 })} SOL`;

export function InviteForm() {
  const { publicKey } = useWallet();
  const form = useInviteForm();
  const create = useCreateInvite();
  const { token } = form;

  if (create.state.status === 'done') {
    return (
      <CreatedInviteCard
        invite={create.state.result}
        onDone={() => {
          create.reset();
          form.reset();
        }}
      />
    );
  }

  const submit = () => {
    if (!publicKey || !form.ready || form.raw === null) return;
    preloadQr();
    create.run({
      sender: publicKey.toBase58(),
      mint: token.mint,
      amount: form.raw,
      labelOf: (mint) => (mint === token.mint ? token : undefined),
    });
  };

  return (
    <form
      className="flex flex-col gap-3"
      aria-label="New invite"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TokenAmountInput
        label="Amount"
        token={token}
        value={form.amount}
        onChange={form.setAmount}
        onTokenChange={form.setToken}
        pickerTitle="Send: select a token you hold"
        heldOnly
        disabled={create.busy}
      />
      {form.problem ? (
        <p role="alert" className="text-sm text-danger">
          {form.problem}
        </p>
      ) : null}
      <Notice tone="warning" title="An invite link is cash">
        Anyone with the link can claim the funds: share it only with the person you mean.
      </Notice>
      <p className="text-xs text-ink-muted">
        Besides the amount: a network fee of {sol(INVITE_SIGNATURE_FEES)} and {sol(TOKEN_ACCOUNT_RENT)} of rent for the
        invite’s escrow account, nothing else. Unclaimed, it comes back to you after 7 days.
      </p>
      <WalletAction>
        <Button type="submit" size="lg" disabled={!form.ready || create.busy}>
          {create.busy ? 'Creating…' : form.actionLabel}
        </Button>
      </WalletAction>
      <TxProgress state={create.state} onRetry={create.retry} />
    </form>
  );
}
