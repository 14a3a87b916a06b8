import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useBorrowWrite } from '../hooks/use-borrow-write';
import { tokenText } from '../utils/borrow-view';

export function UnwrapNotice({ wrapped }: { wrapped: bigint }) {
  const { publicKey } = useWallet();
  const tx = useBorrowWrite();
  if (tx.finished) {
    return (
      <p role="status" className="mb-3 text-sm">
        Unwrapped: it is SOL in your wallet again.
      </p>
    );
  }
  return (
    <Notice
      title={`You hold ${tokenText(wrapped, { decimals: 9, symbol: 'SOL' }, 9)} as wrapped SOL`}
      className="mb-3"
      actions={
        <Button
          size="sm"
          disabled={!publicKey || tx.busy}
          onClick={() => publicKey && tx.start(publicKey.toBase58(), [{ kind: 'unwrap' }])}
        >
          {tx.busy ? 'Unwrapping…' : 'Unwrap to SOL'}
        </Button>
      }
    >
      It is used first when you deposit SOL collateral. Unwrapping turns all of it back into SOL (one signature).
      <TxProgress state={tx.state} onRetry={tx.retry} />
    </Notice>
  );
}
