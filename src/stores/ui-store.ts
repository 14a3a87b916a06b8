import { create } from 'zustand';

/** Which app-wide dialog is open; any page can ask for the wallet or settings dialog. */
interface UiState {
  dialog: 'wallet' | 'settings' | null;
  dialogOpened: (dialog: 'wallet' | 'settings') => void;
  dialogClosed: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  dialog: null,
  dialogOpened: (dialog) => set({ dialog }),
  dialogClosed: () => set({ dialog: null }),
}));
