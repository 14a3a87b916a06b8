import { create } from 'zustand';

const KEY = 'trading-app:earn-risk-seen';

function stored(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

interface EarnRiskState {
  wallets: readonly string[];
  deposited: (wallet: string) => void;
}

/** Wallets that have made a deposit from this browser: the risk note stands before each one's first deposit only. */
export const useEarnRiskSeen = create<EarnRiskState>()((set, get) => ({
  wallets: stored(),
  deposited: (wallet) => {
    if (get().wallets.includes(wallet)) return;
    const wallets = [...get().wallets, wallet];
    try {
      localStorage.setItem(KEY, JSON.stringify(wallets));
    } catch {
      // Private mode or full storage: the note is simply shown again next time.
    }
    set({ wallets });
  },
}));
