import { useConnection } from '../../hooks/wallet/use-wallet';
import { useQuery } from '@tanstack/react-query';
import { useTokenInfos } from '../../hooks/use-token-infos';
import { decodeTransaction } from '../../lib/transaction-codec';
import { simulateChanges, type Simulation } from '../../lib/tx/simulate';
import { mintMetadataOf } from '../../lib/tx/token-layout';
import { describeErr } from '../../lib/tx/tx-error';
import { describeWalletChanges } from '../../lib/tx/statement';
import { shortAddress } from '../../utils/format';

/** A token the transaction itself creates (a launch's) is in no list yet: its own metadata names it, marked new. */
function createdLabel(sim: Simulation, mint: string) {
  const account = sim.accounts.find((a) => a.address === mint);
  const created = account && !account.pre ? mintMetadataOf(account.post) : null;
  return created
    ? { symbol: `${created.symbol} (new token ${shortAddress(mint)})`, decimals: created.decimals }
    : undefined;
}

/** The wallet's own simulation of a transaction it is asked to sign, as Phantom shows it (issue 11 §2). */
export function SimulatedChanges({ wire, wallet }: { wire: string; wallet: string }) {
  const { connection } = useConnection();
  // The connection is identified by its endpoint.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const simulation = useQuery({
    queryKey: ['sandbox-wallet', 'simulate', wire, wallet, connection.rpcEndpoint],
    queryFn: () => simulateChanges(connection, decodeTransaction(wire).tx, wallet),
    retry: false,
    staleTime: Infinity,
  });
  const mints = simulation.data?.changes.filter((c) => c.owner === wallet).map((c) => c.mint);
  const infos = useTokenInfos(mints).data;
  let text: string;
  if (simulation.isPending) text = 'Simulating…';
  else if (simulation.isError) text = `Could not simulate (${simulation.error.message}): check what you sign.`;
  else if (simulation.data.err) text = `It would fail: ${describeErr(simulation.data.err)}`;
  else {
    const sim = simulation.data;
    text = describeWalletChanges(sim, wallet, (mint) => infos?.get(mint) ?? createdLabel(sim, mint));
  }
  return <p className="text-sm text-ink">{text}</p>;
}
