import type { Approve } from './approval';
import { SANDBOX_NO_MESSAGES_KEY } from './constants';
import { registerWallet } from './register';
import { SandboxWallet } from './sandbox-wallet';
import { loadOrCreateSeed } from './seed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let installed: SandboxWallet | null = null;

/** Entry of the lazily loaded sandbox-wallet chunk. */
export function installSandboxWallet({ approve }: { approve: Approve }): SandboxWallet {
  if (installed) return installed;
  const store = storage();
  const wallet = new SandboxWallet({
    seed: loadOrCreateSeed(store),
    approve,
    origin: window.location.origin,
    storage: store,
    signsMessages: store?.getItem(SANDBOX_NO_MESSAGES_KEY) !== 'true',
  });
  registerWallet(wallet);
  installed = wallet;
  return wallet;
}
