import { TokenAmountInput } from '../../../components/token/token-amount-input';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useCreateInvite } from '../hooks/use-invite-actions';
import { useInviteForm } from '../hooks/use-invite-form';
import { Costs } from './costs';
import { CreatedInviteCard, preloadQr } from './created-invite';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';
import { INVITE_SIGNATURE_FEES } from '../utils/invite-statement';

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
      <Costs
        rows={[
          ['Network fee', INVITE_SIGNATURE_FEES],
          ['Rent for the invite’s escrow account', TOKEN_ACCOUNT_RENT],
        ]}
        note="Nothing else. Unclaimed, the invite comes back to you after 7 days."
      />
      <WalletAction>
        <Button type="submit" size="lg" disabled={!form.ready || create.busy}>
          {create.busy ? 'Creating…' : form.actionLabel}
        </Button>
      </WalletAction>
      <TxProgress state={create.state} onRetry={create.retry} />
    </form>
  );
}
