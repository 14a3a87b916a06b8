import type { Approve } from './approval';
import { SANDBOX_NO_MESSAGES_KEY } from './constants';
import { publicKeyOfSeed } from './ed25519';
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

let installed: Promise<SandboxWallet> | null = null;

async function install(approve: Approve): Promise<SandboxWallet> {
  const store = storage();
  const seed = loadOrCreateSeed(store);
  // Without WebCrypto Ed25519 the wallet derives the key itself, as it always could.
  const publicKey = await publicKeyOfSeed(seed).catch(() => undefined);
  const wallet = new SandboxWallet({
    seed,
    publicKey,
    approve,
    origin: window.location.origin,
    storage: store,
    signsMessages: store?.getItem(SANDBOX_NO_MESSAGES_KEY) !== 'true',
  });
  registerWallet(wallet);
  return wallet;
}

/** Entry of the lazily loaded sandbox-wallet chunk. */
export function installSandboxWallet({ approve }: { approve: Approve }): Promise<SandboxWallet> {
  installed ??= install(approve);
  return installed;
}
