import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { AmountField } from '../../components/token/amount-field';
import { Button } from '../../components/ui/button';
import { WalletAction } from '../../components/wallet/wallet-action';
import { Card, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { KNOWN_TOKENS } from '../../config/tokens';

export function SendInvitesPage() {
  const { connected } = useWallet();
  const [amount, setAmount] = useState('');
  return (
    <div>
      <PageHeader
        title="Send Invites"
        description="Send tokens to anyone with a link. Unclaimed invites come back to you."
      >
        <PageRequirements walletFor="to create invites" />
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[28rem_1fr]">
        <Card aria-labelledby="invite-form-title">
          <CardTitle id="invite-form-title" className="mb-3">
            New invite
          </CardTitle>
          <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
            <AmountField
              label="Amount"
              value={amount}
              onChange={setAmount}
              decimals={KNOWN_TOKENS.USDC.decimals}
              tokenSymbol="USDC"
            />
            <Notice tone="warning" title="An invite link is cash">
              Anyone with the link can claim the funds. Share it only with the person you mean.
            </Notice>
            <WalletAction>
              <Button size="lg" disabled={amount === ''}>
                {amount === '' ? 'Enter an amount' : 'Create invite'}
              </Button>
            </WalletAction>
          </form>
        </Card>
        <Card aria-labelledby="invites-title">
          <CardTitle id="invites-title">Your invites</CardTitle>
          <p className="mt-2 text-sm text-ink-muted">
            {connected
              ? 'Invites you create appear here with their expiry and a clawback button.'
              : 'Connect a wallet to see your pending invites and history.'}
          </p>
        </Card>
      </div>
    </div>
  );
}
