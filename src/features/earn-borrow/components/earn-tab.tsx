import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useEarnPositions, useEarnTokens } from '../hooks/use-earn-data';
import { EarnAssets } from './earn-assets';
import { EarnPositions } from './earn-positions';

const loadPanel = () => import('./earn-panel');
// The form and its write path load in a task of their own after the tab's first render, while the assets are read (a
// phone shows no hover, and its tap came before an idle moment after them: issue 30), or when an asset is pointed at.
const EarnPanel = lazy(() => loadPanel().then((m) => ({ default: m.EarnPanel })));
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
  const tokens = useEarnTokens().data;
  const token = tokens?.find((t) => t.address === selected);
  useEffect(() => {
    const timer = setTimeout(() => void loadPanel());
    return () => clearTimeout(timer);
  }, []);
  const positions = useEarnPositions(wallet);
  const position = positions.data?.find((p) => p.token.address === selected);
  return (
    <>
      <div onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
        <EarnAssets selected={selected} onSelect={(t) => setSelected(t.address)} />
      </div>
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
