import { useWallet } from '../../hooks/wallet/use-wallet';
import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { AmountField } from '../../components/token/amount-field';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { WalletAction } from '../../components/wallet/wallet-action';
import { KNOWN_TOKENS } from '../../config/tokens';
import { useInviteForm } from './hooks/use-invite-form';

export function SendInvitesPage() {
  const { connected } = useWallet();
  const form = useInviteForm();
  return (
    <FormAndListLayout
      route="invites"
      walletFor="to create invites"
      formTitle="New invite"
      form={
        <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
          <AmountField
            label="Amount"
            value={form.amount}
            onChange={form.setAmount}
            decimals={KNOWN_TOKENS.USDC.decimals}
            tokenSymbol="USDC"
          />
          <Notice tone="warning" title="An invite link is cash">
            Anyone with the link can claim the funds. Share it only with the person you mean.
          </Notice>
          <WalletAction>
            <Button size="lg" disabled={!form.ready}>
              {form.actionLabel}
            </Button>
          </WalletAction>
        </form>
      }
      listTitle="Your invites"
      list={
        <p className="mt-2 text-sm text-ink-muted">
          {connected
            ? 'Invites you create appear here with their expiry and a clawback button.'
            : 'Connect a wallet to see your pending invites and history.'}
        </p>
      }
    />
  );
}
