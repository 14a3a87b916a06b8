import { useQuery } from '@tanstack/react-query';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useSetting, useSettingsStore } from '../../../stores/settings-store';
import type { Settings } from '../../../stores/settings-schema';
import { formatUsd } from '../../../utils/format';
import { toDecimalString } from '../../../utils/amount';
import { useSwapOptions } from '../hooks/use-swap-options';
import { PRESETS, presetLamports, recentPrioritizationFees } from '../utils/speed-presets';
import { SOL_MINT } from '../utils/quote-view';

const FEES_REFRESH_MS = 10_000;

function savePriority(priorityFee: Settings['priorityFee']) {
  const store = useSettingsStore.getState();
  store.settingsSaved({ ...store.settings, priorityFee });
}

/** Fast / Turbo / Ultra beside Auto and the custom fee: live from the RPC's recent prioritization fees. */
export function SpeedPresets({ onCustom }: { onCustom: () => void }) {
  const rpcUrl = useSetting('rpcUrl');
  const priority = useSetting('priorityFee');
  const { speed, speedChosen } = useSwapOptions();
  const fees = useQuery({
    queryKey: ['rpc', rpcUrl, 'getRecentPrioritizationFees'],
    queryFn: ({ signal }) => recentPrioritizationFees(rpcUrl, signal),
    refetchInterval: FEES_REFRESH_MS,
  });
  const solUsd = priceOf(usePrices([SOL_MINT]).data, SOL_MINT);
  const custom = priority.mode === 'custom';
  const chosen = !custom
    ? 'auto'
    : speed && priority.broadcast === 'exactFee' && priority.lamports === speed.lamports
      ? speed.id
      : 'custom';
  const estimate = (lamports: bigint) => {
    const sol = toDecimalString(lamports, 9);
    if (solUsd === null) return `≈ ${sol} SOL`;
    const usd = Number(sol) * solUsd;
    // Fees are often below a cent: two significant digits say more than "<$0.01".
    return `≈ ${sol} SOL (${usd > 0 && usd < 0.01 ? `$${usd.toPrecision(2)}` : formatUsd(usd)})`;
  };
  return (
    <fieldset className="mt-3">
      <legend className="font-medium">Transaction speed (priority fee)</legend>
      <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="swap-speed"
            checked={chosen === 'auto'}
            onChange={() => {
              speedChosen(null);
              savePriority({ mode: 'auto' });
            }}
          />
          Auto <span className="text-ink-muted">(the service chooses)</span>
        </label>
        {PRESETS.map((p) => {
          const lamports = fees.data ? presetLamports(fees.data, p) : null;
          return (
            <label key={p.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="swap-speed"
                checked={chosen === p.id}
                disabled={lamports === null}
                onChange={() => {
                  if (lamports === null) return;
                  speedChosen({ id: p.id, lamports: lamports.toString() });
                  savePriority({ mode: 'custom', lamports: lamports.toString(), broadcast: 'exactFee' });
                }}
              />
              {p.label}{' '}
              <span className="text-ink-muted">
                {lamports === null ? (fees.isError ? 'estimate unavailable' : 'estimating…') : estimate(lamports)}
              </span>
            </label>
          );
        })}
        <label className="flex items-center gap-2">
          <input type="radio" name="swap-speed" checked={chosen === 'custom'} onChange={onCustom} />
          Custom{' '}
          <span className="text-ink-muted">
            {custom ? `${priority.lamports} lamports (${priority.broadcast})` : '(set it in Settings)'}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
