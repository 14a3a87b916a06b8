import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { keypairAddress } from '../kit/tx/instructions';
import { hashBytes } from '../world/address';
import type { Address } from '../world/address';
import type { TriggerStore } from './store';
import { refused, type VaultRecord } from './types';

const keys = new Map<string, Keypair>();

/** Held by the sandbox alone (it never leaves the process). */
export function vaultKeypair(seed: string, user: Address): Keypair {
  const id = `${seed}\0${user}`;
  let keypair = keys.get(id);
  if (!keypair) {
    keypair = Keypair.fromSeed(hashBytes('trigger-vault', seed, user));
    keys.set(id, keypair);
  }
  return keypair;
}

const wire = (v: VaultRecord) => ({
  userPubkey: v.userPubkey,
  vaultPubkey: v.vaultPubkey,
  providerVaultId: v.providerVaultId,
  privyUserId: null,
});

export function getVault(store: TriggerStore, user: Address) {
  const v = store.vaults.get(user);
  if (!v) throw refused(404, 'Vault not found: call GET /vault/register');
  return wire(v);
}

/** Spec §4.6: a 201 (routes.ts). */
export function registerVault(store: TriggerStore, seed: string, user: Address, now: number) {
  const existing = store.vaults.get(user);
  if (existing) throw refused(409, 'Vault already registered', wire(existing));
  const v: VaultRecord = {
    userPubkey: user,
    vaultPubkey: keypairAddress(vaultKeypair(seed, user)),
    providerVaultId: randomUUID(),
    createdAt: now,
  };
  store.saveVault(v);
  return wire(v);
}
