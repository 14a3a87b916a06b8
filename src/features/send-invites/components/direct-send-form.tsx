import * as z from 'zod/mini';
import { solFeeReserve } from '../../../components/token/spendable';
import { TokenAmountInput } from '../../../components/token/token-amount-input';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { recipientError } from '../../../components/wallet/send-sol-form';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { checkedText, parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { seedTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';
import { useSetting } from '../../../stores/settings-store';
import { useDirectSend } from '../hooks/use-direct-send';
import { checkInviteAmount } from '../hooks/use-invite-form';
import { Costs } from './costs';

export function DirectSendForm() {
  const { publicKey } = useWallet();
  const self = publicKey?.toBase58() ?? '';
  const form = useForm(() => ({ token: seedTokenInfo(KNOWN_TOKENS.USDC), recipient: '', amount: '' }));
  const { token } = form.values;
  const balance = useTokenBalance(token.mint);
  const lamports = useTokenBalance(KNOWN_TOKENS.SOL.mint);
  const reserve = solFeeReserve({
    priorityFee: useSetting('priorityFee'),
    mevTipLamports: useSetting('mevTipLamports'),
  });
  const send = useDirectSend();
  const link = useExplorerLink();
  const schema = z.object({
    recipient: checkedText((text) => {
      const value = text.trim();
      return { value, problem: recipientError(value, self) };
    }),
    amount: checkedText((text) => {
      const { raw, problem } = checkInviteAmount(text, token, balance, reserve, 'a send keeps', 'for fees');
      return raw === null ? { value: 0n, problem: 'Enter the amount to send.' } : { value: raw, problem };
    }),
  });
  const { parsed, errors } = parseForm(schema, form.values);
  const shown = form.tried ? errors : { amount: form.values.amount === '' ? undefined : errors.amount };
  const isSol = token.mint === KNOWN_TOKENS.SOL.mint;

  if (send.state.status === 'done') {
    const href = send.state.result.signature ? link({ kind: 'tx', signature: send.state.result.signature }) : null;
    return (
      <div className="flex flex-col gap-3">
        <Notice tone="success" title="Sent">
          {form.values.amount} {token.symbol} went to {parsed?.recipient ?? form.values.recipient.trim()}.{' '}
          {href ? (
            <a href={href} target="_blank" rel="noreferrer" className="text-accent underline">
              View the transaction
            </a>
          ) : null}
        </Notice>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            form.reset({ token });
          }}
        >
          Send again
        </Button>
      </div>
    );
  }

  const submit = () => {
    form.markTried();
    if (!parsed || send.busy || lamports.status !== 'ready') return;
    send.run({
      to: parsed.recipient,
      mint: token.mint,
      amount: parsed.amount,
      lamports: lamports.amount,
      labelOf: (mint) => (mint === token.mint ? token : undefined),
    });
  };

  return (
    <form
      noValidate
      aria-label="Send to an address"
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field
        label="Recipient address"
        value={form.values.recipient}
        onChange={(e) => form.set('recipient', e.target.value)}
        error={shown.recipient}
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
        placeholder="Solana wallet address"
      />
      <TokenAmountInput
        label="Amount"
        token={token}
        value={form.values.amount}
        onChange={(text) => form.set('amount', text)}
        onTokenChange={(t: TokenInfo) => form.patch({ token: t, amount: '' })}
        pickerTitle="Send: select a token you hold"
        heldOnly
        disabled={send.busy}
      />
      {shown.amount ? (
        <p role="alert" className="text-sm text-danger">
          {shown.amount}
        </p>
      ) : null}
      <Costs
        rows={[
          ['Network fee', 5_000n],
          ...(isSol
            ? []
            : [[`Rent for the recipient’s ${token.symbol} account, if they have none`, TOKEN_ACCOUNT_RENT] as const]),
        ]}
        note={isSol ? 'Nothing else.' : 'Nothing else (some Token-2022 tokens need more rent).'}
      />
      <WalletAction>
        <Button type="submit" size="lg" disabled={send.busy}>
          {send.busy ? 'Sending…' : 'Send'}
        </Button>
      </WalletAction>
      <TxProgress state={send.state} onRetry={send.retry} />
    </form>
  );
}
