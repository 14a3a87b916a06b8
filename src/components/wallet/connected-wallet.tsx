import { useConnection, useWallet } from '../../hooks/wallet/use-wallet';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { KNOWN_TOKENS } from '../../config/tokens';
import { useExplorerLink } from '../../hooks/use-explorer-link';
import { useWalletBalances, type WalletBalances } from '../../hooks/use-wallet-balances';
import { SANDBOX_WALLET_NAME } from '../../lib/sandbox-wallet/constants';
import { useToastStore } from '../../stores/toast-store';
import { useUiStore } from '../../stores/ui-store';
import { isSupportedDecimals } from '../../utils/amount';
import { formatTokenAmount, formatUsd, shortAddress } from '../../utils/format';
import { priceOf, usePrices } from '../../hooks/use-prices';
import { usdValue } from '../../lib/token-info';
import { Button } from '../ui/button';
import { AutoApproveSwitch } from './sandbox-auto-approve-switch';
import { SOL_DECIMALS } from '../../utils/sol';
import { useRowsAtOnce } from '../../hooks/use-rows-at-once';

const SOL_MINT = KNOWN_TOKENS.SOL.mint;
/** A big wallet's 500 rows took one long task to open the menu (issue 30): a screenful at a time, more on scroll. */
const ROWS_AT_ONCE = 40;
const menuItem = 'block w-full rounded-control px-3 py-2 text-left text-sm text-ink hover:bg-surface-raised';

const KNOWN_BY_MINT = new Map<string, { symbol: string; rank: number }>(
  Object.values(KNOWN_TOKENS).map((t, rank) => [t.mint, { symbol: t.symbol, rank }]),
);

function tokenRows(balances: WalletBalances) {
  return Object.values(balances.tokens)
    .filter((t) => t.amount > 0n)
    .map((t) => {
      const known = KNOWN_BY_MINT.get(t.mint);
      return { ...t, symbol: known?.symbol ?? shortAddress(t.mint), rank: known?.rank ?? Number.MAX_SAFE_INTEGER };
    })
    .sort((a, b) => a.rank - b.rank || (a.mint < b.mint ? -1 : a.mint > b.mint ? 1 : 0));
}

/** "$1.20" beside an amount when the price service knows the token; display only, never back into a transaction. */
function useUsdOf(data: WalletBalances | undefined) {
  const mints = data ? [SOL_MINT, ...Object.keys(data.tokens)] : undefined;
  const prices = usePrices(mints);
  return (mint: string, raw: bigint, decimals: number) => usdValue(raw, decimals, priceOf(prices.data, mint));
}

function BalancesSection() {
  const balances = useWalletBalances();
  const { connection } = useConnection();
  const headingId = useId();
  const { data } = balances;
  const usdOf = useUsdOf(data);
  const rows = useMemo(() => (data ? tokenRows(data) : []), [data]);
  const values = data
    ? [usdOf(SOL_MINT, data.lamports, SOL_DECIMALS), ...rows.map((t) => usdOf(t.mint, t.amount, t.decimals))]
    : [];
  const priced = values.filter((v): v is number => v !== null);
  const { shown, more, hidden, nextStep, onScroll } = useRowsAtOnce(rows.length, ROWS_AT_ONCE);
  return (
    <section aria-labelledby={headingId} className="border-b border-line px-3 pt-1 pb-2">
      <h2 id={headingId} className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Balances
      </h2>
      {data ? (
        <ul
          className="flex max-h-60 flex-col gap-0.5 overflow-auto text-sm"
          aria-label="Token balances"
          onScroll={onScroll}
        >
          <li className="flex justify-between gap-3">
            <span className="flex-1">SOL</span>
            <span className="font-mono">{formatTokenAmount(data.lamports, SOL_DECIMALS)}</span>
            <Usd value={values[0] ?? null} />
          </li>
          {rows.slice(0, shown).map((t, i) => (
            <li key={t.mint} className="flex justify-between gap-3">
              <span title={t.mint} className="flex-1">
                {t.symbol}
              </span>
              {isSupportedDecimals(t.decimals) ? (
                <span className="font-mono">{formatTokenAmount(t.amount, t.decimals)}</span>
              ) : (
                <span className="text-danger">Unsupported ({t.decimals} decimals)</span>
              )}
              <Usd value={values[i + 1] ?? null} />
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <button type="button" className="text-xs underline" onClick={more}>
                Show {nextStep} more of {hidden}
              </button>
            </li>
          ) : null}
        </ul>
      ) : balances.isPending ? (
        <p className="text-sm text-ink-muted">Reading balances…</p>
      ) : null}
      {priced.length > 0 ? (
        <p className="mt-1 flex justify-between gap-3 border-t border-line pt-1 text-sm font-medium">
          <span>Total{priced.length < values.length ? ' (priced tokens)' : ''}</span>
          <span className="font-mono">{formatUsd(priced.reduce((a, b) => a + b, 0))}</span>
        </p>
      ) : null}
      {balances.isError ? (
        <div role="alert" className="mt-1 text-xs text-danger">
          <p>
            {data ? 'Could not refresh balances' : 'Could not read balances'} from {connection.rpcEndpoint}:{' '}
            {balances.error.message}
          </p>
          <button type="button" className="mt-1 underline" onClick={() => void balances.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
    </section>
  );
}

function BalancesHeading() {
  return (
    <section aria-label="Balances" aria-busy="true" className="border-b border-line px-3 pt-1 pb-2">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">Balances</h2>
    </section>
  );
}

function Usd({ value }: { value: number | null }) {
  if (value === null) return null;
  return <span className="w-20 shrink-0 text-right text-xs text-ink-muted">{formatUsd(value)}</span>;
}

export function ConnectedWallet() {
  const walletContext = useWallet();
  const { publicKey, wallet } = walletContext;
  const balances = useWalletBalances();
  const openDialog = useUiStore((s) => s.dialogOpened);
  const toast = useToastStore((s) => s.toastShown);
  const link = useExplorerLink();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's actions paint with the tap; the balances, a big wallet's many rows, follow in a transition (issue 30).
  const balancesShown = useDeferredValue(menuOpen, false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  if (!publicKey) return null;

  const address = publicKey.toBase58();
  const explorerHref = link({ kind: 'address', address });
  const sol = balances.data
    ? `${formatTokenAmount(balances.data.lamports, SOL_DECIMALS, { maxSignificant: 5 })} SOL`
    : null;
  return (
    <div ref={root} className="relative">
      <Button
        variant="secondary"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={sol ? `Wallet ${address}, ${sol}` : `Wallet ${address}`}
        onClick={() => setMenuOpen((o) => !o)}
      >
        {wallet?.adapter.icon ? <img src={wallet.adapter.icon} alt="" className="size-5 rounded" /> : null}
        {sol ? <span className="hidden text-ink-muted sm:inline">{sol}</span> : null}
        <span className="font-mono">{shortAddress(address)}</span>
      </Button>
      {menuOpen ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-72 rounded-card border border-line bg-surface p-1.5 shadow-card"
        >
          {balancesShown ? <BalancesSection /> : <BalancesHeading />}
          <button
            type="button"
            className={menuItem}
            onClick={() => {
              void navigator.clipboard
                .writeText(address)
                .then(() => toast({ tone: 'success', title: 'Address copied' }))
                .catch(() => toast({ tone: 'warning', title: 'Could not copy', description: address }));
              setMenuOpen(false);
            }}
          >
            Copy address
          </button>
          {explorerHref ? (
            <a className={menuItem} href={explorerHref} target="_blank" rel="noreferrer">
              View on explorer
            </a>
          ) : null}
          <button
            type="button"
            className={menuItem}
            onClick={() => {
              setMenuOpen(false);
              openDialog('send-sol');
            }}
          >
            Send SOL
          </button>
          {import.meta.env.VITE_SANDBOX !== 'false' && wallet?.adapter.name === SANDBOX_WALLET_NAME ? (
            <div className="border-y border-line px-3 py-2">
              <AutoApproveSwitch />
            </div>
          ) : null}
          <button
            type="button"
            className={menuItem}
            onClick={() => {
              setMenuOpen(false);
              void walletContext.disconnect();
            }}
          >
            Disconnect
          </button>
        </div>
      ) : null}
    </div>
  );
}
