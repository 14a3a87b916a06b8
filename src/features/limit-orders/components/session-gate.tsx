import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { explainError } from '../../../api/explain-error';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useVault } from '../hooks/use-trigger-data';

const sentence = (e: unknown) => {
  const { title, fix } = explainError(e);
  return `${title.charAt(0).toUpperCase()}${title.slice(1)}. ${fix}`;
};

/** Sign in once per session (challenge → wallet → JWT); the wallet proves the key, nothing is sent on chain. */
export function SignInPrompt({ children }: { children?: ReactNode }) {
  const session = useTriggerSession();
  const signIn = useMutation({ mutationFn: () => session.signIn() });
  if (session.signedIn) return children;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        Orders are kept by the order service. Sign in once with your wallet to see and place them: you sign a message
        (or, for wallets that cannot, a transaction that is never sent). It costs nothing.
      </p>
      <Button size="lg" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in with wallet'}
      </Button>
      {signIn.isError ? (
        <Notice tone="danger" title="Sign-in failed">
          {sentence(signIn.error)}
        </Notice>
      ) : null}
    </div>
  );
}

export function VaultGate({ children }: { children: ReactNode }) {
  const { query, register } = useVault();
  if (query.isPending) return <p className="text-sm text-ink-muted">Looking for your order vault…</p>;
  if (query.isError) {
    return (
      <Notice
        tone="danger"
        title="Your vault could not be read"
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {sentence(query.error)}
      </Notice>
    );
  }
  if (query.data) return children;
  return (
    <Notice
      title="First, your order vault"
      actions={
        <Button onClick={() => register.mutate()} disabled={register.isPending}>
          {register.isPending ? 'Creating your vault…' : 'Create my vault'}
        </Button>
      }
    >
      <p>
        Each order’s tokens are deposited into a vault that belongs to your wallet and is operated by the order service,
        so the order can fill while you are away. Cancelling, or an order expiring, returns what is left to your wallet.
        Creating the vault is free and needs no signature.
      </p>
      {register.isError ? <p className="mt-2 text-danger">{sentence(register.error)}</p> : null}
    </Notice>
  );
}
