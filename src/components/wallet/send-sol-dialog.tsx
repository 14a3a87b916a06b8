import { useWallet } from '../../hooks/wallet/use-wallet';
import { useEffect } from 'react';
import { parseForm } from '../../hooks/form/parse-form';
import { useForm } from '../../hooks/form/use-form';
import type { TxActionState } from '../../hooks/tx/use-tx-action';
import { useSendSol } from '../../hooks/use-send-sol';
import { SOL_DECIMALS } from '../../utils/sol';
import { useWalletBalances } from '../../hooks/use-wallet-balances';
import { useUiStore } from '../../stores/ui-store';
import { sanitizeAmountTyping } from '../../utils/amount';
import { formatTokenAmount, shortAddress } from '../../utils/format';
import { TxProgress } from '../tx/tx-progress';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { maxSendable, sendSolSchema } from './send-sol-form';

const BUTTON_LABEL: Record<TxActionState<unknown>['status'], string> = {
  idle: 'Send',
  crafting: 'Preparing…',
  checking: 'Checking…',
  signing: 'Waiting for your wallet…',
  sending: 'Sending…',
  confirming: 'Confirming…',
  'confirm-unverified': 'Waiting for you…',
  done: 'Sent',
  error: 'Send',
};

function SendSolForm({ address, onDone }: { address: string; onDone: () => void }) {
  const form = useForm({ recipient: '', amount: '' });
  const balances = useWalletBalances();
  const balance = balances.data?.lamports ?? null;
  const send = useSendSol();
  const { parsed, errors } = parseForm(sendSolSchema({ balance, self: address }), form.values);
  const shown = form.tried ? errors : {};
  const { state } = send;
  useEffect(() => {
    if (state.status === 'done') onDone();
  }, [state.status, onDone]);
  const type = (field: 'recipient' | 'amount', value: string) => {
    form.set(field, value);
    if (state.status === 'error') send.reset();
  };

  const onSubmit = () => {
    form.markTried();
    if (!parsed || send.busy || balance === null) return;
    send.run({ to: parsed.recipient, lamports: parsed.lamports, balance });
  };

  const failure = state.status === 'error' ? state.failure : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4"
    >
      <Field
        label="Recipient address"
        value={form.values.recipient}
        onChange={(e) => type('recipient', e.target.value)}
        error={shown.recipient}
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
        placeholder="Solana address"
      />
      <Field
        label="Amount (SOL)"
        value={form.values.amount}
        onChange={(e) => type('amount', sanitizeAmountTyping(e.target.value))}
        error={shown.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={
          balance === null
            ? balances.isError
              ? 'Your balance could not be read.'
              : 'Reading your balance…'
            : `Balance: ${formatTokenAmount(balance, SOL_DECIMALS, { maxSignificant: 12 })} SOL. Max keeps 0.01 SOL for fees.`
        }
        trailing={
          <Button
            variant="secondary"
            disabled={balance === null}
            onClick={() => {
              if (balance !== null) type('amount', maxSendable(balance));
            }}
          >
            Max
          </Button>
        }
      />
      {failure ? (
        <Notice
          tone={failure.kind === 'rejected' || failure.kind === 'refused' ? 'warning' : 'danger'}
          title={failure.kind === 'rejected' ? 'Nothing was sent' : 'Not sent'}
        >
          {failure.message}
        </Notice>
      ) : state.status !== 'idle' && state.status !== 'done' ? (
        <TxProgress state={state} />
      ) : null}
      <Button type="submit" size="lg" disabled={send.busy}>
        {BUTTON_LABEL[state.status]}
      </Button>
    </form>
  );
}

export function SendSolDialog() {
  const open = useUiStore((s) => s.dialog === 'send-sol');
  const close = useUiStore((s) => s.dialogClosed);
  const { publicKey } = useWallet();
  const address = publicKey?.toBase58() ?? null;
  return (
    <Dialog
      open={open && address !== null}
      onClose={close}
      title="Send SOL"
      description={address ? `From your wallet ${shortAddress(address)}. Network fee: 0.000005 SOL.` : undefined}
    >
      {address ? <SendSolForm address={address} onDone={close} /> : null}
    </Dialog>
  );
}
