import { create } from 'zustand';

export type AppDialog = 'wallet' | 'settings' | 'send-sol';

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
