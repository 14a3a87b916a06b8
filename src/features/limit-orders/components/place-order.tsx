import { useEffect, type RefObject } from 'react';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useCreateOrder } from '../hooks/use-create-order';
import type { OrderForm } from '../hooks/use-order-form';
import { SignInPrompt, VaultGate } from './session-gate';

/** Sign-in, vault, the Place button and the create's progress; the form's submit (Enter included) calls it. */
export function PlaceOrder({ form, submitRef }: { form: OrderForm; submitRef: RefObject<(() => void) | null> }) {
  const session = useTriggerSession();
  const create = useCreateOrder();
  useEffect(() => {
    submitRef.current = () => {
      const draft = form.draftAt(Date.now());
      if (!form.atOnceAccepted || !draft || !session.wallet || !form.summary) return;
      create.run({ draft, wallet: session.wallet, summary: form.summary });
    };
    return () => {
      submitRef.current = null;
    };
  });
  return (
    <>
      <SignInPrompt>
        <VaultGate>
          <Button size="lg" type="submit" disabled={!form.summary || !form.atOnceAccepted || create.busy}>
            {create.busy ? 'Placing order…' : 'Place order'}
          </Button>
        </VaultGate>
      </SignInPrompt>
      <TxProgress state={create.state} onRetry={create.retry} />
      {create.state.status === 'done' ? (
        <Notice tone="success" title="Order placed">
          Your deposit landed and the order is open. It appears under Open orders.
        </Notice>
      ) : null}
    </>
  );
}
