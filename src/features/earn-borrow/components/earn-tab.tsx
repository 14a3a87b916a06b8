import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useEarnPositions, useEarnTokens } from '../hooks/use-earn-data';
import { EarnAssets } from './earn-assets';
import { EarnPositions } from './earn-positions';

// Asked for before the app's first render: fetched after it, a phone's tap on an asset waited ~130 ms (issue 30).
const panel = chunkLoader(() => import('./earn-panel'));
panel.preload();
const EarnPanel = lazyLoaded(panel, (m) => m.EarnPanel);
const RateHistory = lazy(() => import('./rate-history'));

/** Its children render in a transition once it has committed: after the form, which then takes input at once. */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

export function EarnTab() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const [selected, setSelected] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  // A tap before the form's chunk has come shows the choice, and the form when it comes: a part that suspends on
  // mount keeps its fallback at least 300 ms (issue 30).
  const choose = (address: string) => {
    setChoosing(address);
    const shown = () => setSelected(address);
    if (panel.loaded()) shown();
    else void panel().then(shown, shown);
  };
  const tokens = useEarnTokens().data;
  const token = tokens?.find((t) => t.address === selected);
  const positions = useEarnPositions(wallet);
  const position = positions.data?.find((p) => p.token.address === selected);
  return (
    <>
      <EarnAssets selected={choosing} onSelect={(t) => choose(t.address)} />
      {token ? (
        <Suspense fallback={<p className="mt-4 text-sm text-ink-muted">Loading the form…</p>}>
          <EarnPanel key={token.address} token={token} position={position} />
          <AfterFirstCommit key={`${token.address}-rates`}>
            <Suspense fallback={null}>
              <RateHistory token={token} />
            </Suspense>
          </AfterFirstCommit>
        </Suspense>
      ) : null}
      {wallet ? <EarnPositions wallet={wallet} query={positions} /> : null}
    </>
  );
}
