import { create } from 'zustand';
import type { TokenInfo } from '../../../lib/token-info';

const KEY = 'trading-app:swap-risk-acknowledged';

function stored(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

interface RiskAckState {
  mints: readonly string[];
  acknowledged: (mint: string) => void;
}

/** Mints the user chose to trade despite their risk: asked once per token, remembered in this browser. */
export const useRiskAck = create<RiskAckState>()((set, get) => ({
  mints: stored(),
  acknowledged: (mint) => {
    const mints = [...new Set([...get().mints, mint])];
    try {
      localStorage.setItem(KEY, JSON.stringify(mints));
    } catch {
      // Private mode or full storage: the choice still holds for this page.
    }
    set({ mints });
  },
}));

export const needsRiskAck = (t: TokenInfo) => !t.verified || t.warnings.some((w) => w.kind === 'suspicious');
export const hasRisk = (t: TokenInfo) => !t.verified || t.warnings.some((w) => w.severity !== 'info');
