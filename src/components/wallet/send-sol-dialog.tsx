import { useWallet } from '../../hooks/wallet/use-wallet';
import { useReducer } from 'react';
import { useSendSol, type SendSolResult } from '../../hooks/use-send-sol';
import { SOL_DECIMALS } from '../../utils/sol';
import { useWalletBalances } from '../../hooks/use-wallet-balances';
import { useUiStore } from '../../stores/ui-store';
import { sanitizeAmountTyping } from '../../utils/amount';
import { formatTokenAmount, shortAddress } from '../../utils/format';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { maxSendable, validateSendSol } from './send-sol-form';

interface FormState {
  recipient: string;
  amount: string;
  submitted: boolean;
  /** Why the last attempt did not go through. */
  failure: Exclude<SendSolResult, { ok: true }>['error'] | null;
}

type FormAction =
  | { type: 'recipient-typed'; value: string }
  | { type: 'amount-typed'; value: string }
  | { type: 'submitted' }
  | { type: 'failed'; error: FormState['failure'] };

function reducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'recipient-typed':
      return { ...state, recipient: action.value, failure: null };
    case 'amount-typed':
      return { ...state, amount: action.value, failure: null };
    case 'submitted':
      return { ...state, submitted: true, failure: null };
    case 'failed':
      return { ...state, failure: action.error };
  }
}

const INITIAL: FormState = { recipient: '', amount: '', submitted: false, failure: null };

const BUTTON_LABEL = {
  idle: 'Send',
  signing: 'Waiting for your wallet…',
  sending: 'Sending…',
  confirming: 'Confirming…',
} as const;

function SendSolForm({ address, onDone }: { address: string; onDone: () => void }) {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const balances = useWalletBalances();
  const balance = balances.data?.lamports ?? null;
  const { send, stage } = useSendSol();
  const busy = stage !== 'idle';
  const validation = validateSendSol({ recipient: state.recipient, amount: state.amount, balance, self: address });
  const errors = state.submitted && !validation.ok ? validation.errors : {};

  const onSubmit = async () => {
    dispatch({ type: 'submitted' });
    if (!validation.ok || busy || balance === null) return;
    const result = await send({ to: validation.recipient, lamports: validation.lamports, balance });
    if (result.ok) onDone();
    else dispatch({ type: 'failed', error: result.error });
  };

  const failure = state.failure;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      className="flex flex-col gap-4"
    >
      <Field
        label="Recipient address"
        value={state.recipient}
        onChange={(e) => dispatch({ type: 'recipient-typed', value: e.target.value })}
        error={errors.recipient}
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
        placeholder="Solana address"
      />
      <Field
        label="Amount (SOL)"
        value={state.amount}
        onChange={(e) => dispatch({ type: 'amount-typed', value: sanitizeAmountTyping(e.target.value) })}
        error={errors.amount}
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
              if (balance !== null) dispatch({ type: 'amount-typed', value: maxSendable(balance) });
            }}
          >
            Max
          </Button>
        }
      />
      {failure ? (
        <Notice
          tone={failure.kind === 'rejected' || failure.kind === 'invalid' ? 'warning' : 'danger'}
          title={failure.kind === 'rejected' ? 'Nothing was sent' : 'Not sent'}
        >
          {failure.message}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        {BUTTON_LABEL[stage]}
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
