import { create } from 'zustand';
import type { ApprovalRequest } from '../lib/sandbox-wallet/approval';
import { SANDBOX_AUTO_APPROVE_KEY } from '../lib/sandbox-wallet/constants';

export interface PendingApproval {
  id: number;
  request: ApprovalRequest;
}

interface SandboxApprovalState {
  pending: PendingApproval[];
  autoApprove: boolean;
  /** The sandbox wallet's injected `approve`: resolves when the user answers (or at once when auto-approving). */
  approvalRequested: (request: ApprovalRequest) => Promise<boolean>;
  approvalAnswered: (id: number, approved: boolean) => void;
  autoApproveChanged: (on: boolean) => void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// Resolvers stay outside the state: they are not data, and the dialog never needs them.
const resolvers = new Map<number, (approved: boolean) => void>();
let nextId = 0;

export const useSandboxApprovalStore = create<SandboxApprovalState>()((set, get) => ({
  pending: [],
  autoApprove: storage()?.getItem(SANDBOX_AUTO_APPROVE_KEY) === 'true',
  approvalRequested: (request) => {
    if (get().autoApprove) return Promise.resolve(true);
    const id = ++nextId;
    return new Promise<boolean>((resolve) => {
      resolvers.set(id, resolve);
      set((s) => ({ pending: [...s.pending, { id, request }] }));
    });
  },
  approvalAnswered: (id, approved) => {
    const resolve = resolvers.get(id);
    resolvers.delete(id);
    set((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
    resolve?.(approved);
  },
  autoApproveChanged: (on) => {
    storage()?.setItem(SANDBOX_AUTO_APPROVE_KEY, on ? 'true' : 'false');
    set({ autoApprove: on });
  },
}));
