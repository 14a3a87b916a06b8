import { useQuery } from '@tanstack/react-query';
import { ROUTERS } from '../../../api/common';
import { swapQueries } from '../../../api/swap/queries';
import { Field } from '../../../components/ui/field';
import { useApiClient } from '../../../hooks/use-api-client';
import { useSetting } from '../../../stores/settings-store';
import { useUiStore } from '../../../stores/ui-store';
import { bpsToPercentString } from '../../../utils/bps';
import { useSwapOptions } from '../hooks/use-swap-options';
import { ROUTER_NAMES } from '../utils/quote-view';
import { receiverProblem } from '../utils/receiver';
import { SpeedPresets } from './speed-presets';
import { useWeb3 } from '../../../hooks/use-web3';

export function OptionsBody({ taker }: { taker: string | null }) {
  const client = useApiClient();
  const labels = useQuery(swapQueries.programIdToLabel(client));
  const { excludeRouters, excludeDexes, receiver, routerToggled, dexesChanged, receiverChanged } = useSwapOptions();
  const slippage = useSetting('slippage');
  const priority = useSetting('priorityFee');
  const mevTip = useSetting('mevTipLamports');
  const openDialog = useUiStore((s) => s.dialogOpened);
  const dexes = [...new Set(Object.values(labels.data ?? {}))].sort();
  const problem = receiverProblem(receiver, taker, useWeb3(receiver !== ''));
  return (
    <>
      <p className="mt-2 text-ink-muted">
        Slippage {slippage.mode === 'auto' ? 'auto' : `${bpsToPercentString(slippage.bps)} %`} · priority fee{' '}
        {priority.mode === 'auto' ? 'auto' : `${priority.lamports} lamports (${priority.broadcast})`} · MEV tip{' '}
        {mevTip === '0' ? 'none' : `${mevTip} lamports`}.{' '}
        <button type="button" className="text-accent underline" onClick={() => openDialog('settings')}>
          Change in Settings
        </button>
      </p>
      <SpeedPresets onCustom={() => openDialog('settings')} />
      <fieldset className="mt-3">
        <legend className="font-medium">Routers allowed</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {ROUTERS.map((r) => (
            <label key={r} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={!excludeRouters.includes(r)}
                onChange={(e) => routerToggled(r, !e.target.checked)}
              />
              {ROUTER_NAMES[r] ?? r}
            </label>
          ))}
        </div>
      </fieldset>
      {dexes.length > 0 ? (
        <fieldset className="mt-3">
          <legend className="font-medium">Venues (aggregator routes only)</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {dexes.map((d) => (
              <label key={d} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={!excludeDexes.includes(d)}
                  onChange={(e) =>
                    dexesChanged(e.target.checked ? excludeDexes.filter((x) => x !== d) : [...excludeDexes, d])
                  }
                />
                {d}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Field
        className="mt-3"
        label="Send the output to another wallet (optional)"
        value={receiver}
        onChange={(e) => receiverChanged(e.target.value)}
        placeholder="Wallet address"
        spellCheck={false}
        autoComplete="off"
        error={problem}
        hint="Not remembered after a reload, so a swap never goes elsewhere by surprise."
      />
    </>
  );
}
