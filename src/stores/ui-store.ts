import { create } from 'zustand';

export type AppDialog = 'wallet' | 'settings' | 'send-sol';

/** Which app-wide dialog is open; any page can ask for the wallet, settings or Send SOL dialog. */
interface UiState {
  dialog: AppDialog | null;
  dialogOpened: (dialog: AppDialog) => void;
  dialogClosed: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  dialog: null,
  dialogOpened: (dialog) => set({ dialog }),
  dialogClosed: () => set({ dialog: null }),
}));
