import { Button } from '../../../components/ui/button';
import { SANDBOX_FAUCET_AVAILABLE, useSandboxFaucet } from '../../../hooks/use-sandbox-faucet';
import { SOL_MINT, type SideToken } from '../utils/quote-view';

/**
 * "Top up SOL for gas" made doable: on the sandbox, a faucet button; anywhere, swapping some of the input token to
 * SOL instead (which the service can sponsor when the amount is large enough).
 */
export function SwapFixActions({
  taker,
  from,
  onSwapToSol,
}: {
  taker: string;
  from: SideToken;
  onSwapToSol: () => void;
}) {
  const faucet = useSandboxFaucet();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Ways to get SOL for fees">
      {SANDBOX_FAUCET_AVAILABLE ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={faucet.isPending}
          onClick={() => faucet.mutate({ address: taker })}
        >
          {faucet.isPending ? 'Adding 1 SOL…' : 'Get 1 SOL from the sandbox faucet'}
        </Button>
      ) : null}
      {from.mint !== SOL_MINT ? (
        <Button variant="secondary" size="sm" onClick={onSwapToSol}>
          Swap {from.symbol} to SOL instead
        </Button>
      ) : null}
      {faucet.isError ? <p className="text-sm text-danger">The faucet did not answer; try again.</p> : null}
    </div>
  );
}
