import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  link?: { href: string; label: string };
  durationMs: number | null;
}

interface ToastState {
  toasts: Toast[];
  toastShown: (toast: Omit<Toast, 'id' | 'durationMs'> & { id?: string; durationMs?: number | null }) => string;
  toastDismissed: (id: string) => void;
}

let counter = 0;

/** Toasts with a caller-chosen id replace the previous one, so one transaction keeps one toast through its lifecycle. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  toastShown: ({ id, durationMs, ...rest }) => {
    const toastId = id ?? `toast-${++counter}`;
    const duration = durationMs === undefined ? (rest.tone === 'danger' ? null : 6_000) : durationMs;
    const toast: Toast = { ...rest, id: toastId, durationMs: duration };
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== toastId), toast].slice(-5) }));
    return toastId;
  },
  toastDismissed: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
