import { useState } from 'react';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useEarnPositions, useEarnTokens } from '../hooks/use-earn-data';
import { EarnAssets } from './earn-assets';
import { EarnPanel } from './earn-panel';
import { EarnPositions } from './earn-positions';

/** Earn: the assets, the chosen one's deposit / withdraw panel, and the wallet's positions. */
export function EarnTab() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const [selected, setSelected] = useState<string | null>(null);
  const token = useEarnTokens().data?.find((t) => t.address === selected);
  const positions = useEarnPositions(wallet);
  const position = positions.data?.find((p) => p.token.address === selected);
  return (
    <>
      <EarnAssets selected={selected} onSelect={(t) => setSelected(t.address)} />
      {token ? <EarnPanel key={token.address} token={token} position={position} /> : null}
      {wallet ? <EarnPositions wallet={wallet} query={positions} /> : null}
    </>
  );
}
