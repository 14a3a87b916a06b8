import { useState } from 'react';
import { lazyPart, PartLoading } from '../../../components/page/lazy-part';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useBorrowPositions, useBorrowVaults } from '../hooks/use-borrow-data';
import type { BorrowAction } from '../utils/borrow-check';
import { BorrowPositions } from './borrow-positions';
import { BorrowVaults } from './borrow-vaults';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

const { Part: BorrowPanel, preload } = lazyPart(() => import('./borrow-panel').then((m) => m.BorrowPanel));
const { Part: UnwrapNotice } = lazyPart(() => import('./unwrap-notice').then((m) => m.UnwrapNotice));

interface Selection {
  vaultId: number;
  positionId: number | null;
  action: BorrowAction;
}

export function BorrowTab() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const vaults = useBorrowVaults();
  const [selected, setSelected] = useState<Selection | null>(null);
  const positions = useBorrowPositions(wallet, selected?.positionId ?? null);
  const close = () => setSelected(null);
  const wrapped = useWalletBalances().data?.tokens[NATIVE_MINT]?.amount ?? 0n;
  const openVault = selected?.positionId === null ? vaults.data?.find((v) => v.id === selected.vaultId) : undefined;

  return (
    <>
      <p className="mb-3 text-sm text-ink-muted">
        Deposit collateral and borrow against it. If the collateral’s price falls until the loan reaches the liquidation
        threshold, part of it is sold to repay the debt. Figures use the vaults’ oracle prices.
      </p>
      {wallet && wrapped > 0n && !selected ? (
        <PartLoading what="the unwrap">
          <UnwrapNotice wrapped={wrapped} />
        </PartLoading>
      ) : null}
      <div onPointerEnter={preload} onFocus={preload}>
        <BorrowVaults
          selected={openVault?.id ?? null}
          onSelect={(v) => setSelected({ vaultId: v.id, positionId: null, action: 'open' })}
        />
      </div>
      {openVault ? (
        <PartLoading what="the borrow form">
          <BorrowPanel key={openVault.id} vault={openVault} position={null} initial="open" onClose={close} />
        </PartLoading>
      ) : null}
      {wallet ? (
        <BorrowPositions
          query={positions}
          vaults={vaults.data}
          onIntent={preload}
          onAction={(p, action) => setSelected({ vaultId: p.vaultId, positionId: p.id, action })}
          panelFor={(p) => {
            const vault = vaults.data?.find((v) => v.id === p.vaultId);
            if (!selected || selected.positionId !== p.id || !vault) return null;
            return (
              <PartLoading what="the form">
                <BorrowPanel
                  key={`${p.id}-${selected.action}`}
                  vault={vault}
                  position={p}
                  initial={selected.action}
                  onClose={close}
                />
              </PartLoading>
            );
          }}
        />
      ) : null}
    </>
  );
}
