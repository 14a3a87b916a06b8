/** WebCrypto Ed25519 (Chromium 137+, Firefox 129+, Safari 17+, Node 20): web3.js exports no raw-message signing. */

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410): SEQUENCE { version 0, AlgorithmIdentifier 1.3.101.112,
// OCTET STRING { OCTET STRING seed } }. WebCrypto imports private Ed25519 keys only in this form (or JWK).
const PKCS8_ED25519_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
];

function importSeed(seed: Uint8Array, extractable: boolean): Promise<CryptoKey> {
  if (seed.length !== 32) throw new RangeError('An Ed25519 seed is 32 bytes');
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(seed, PKCS8_ED25519_PREFIX.length);
  return crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, extractable, ['sign']);
}

export function importSeedForSigning(seed: Uint8Array): Promise<CryptoKey> {
  return importSeed(seed, false);
}

/** Off the page's thread: Keypair.fromSeed's curve tables were a ~100 ms task (4× CPU) of each load (issue 30). */
export async function publicKeyOfSeed(seed: Uint8Array): Promise<Uint8Array> {
  const { x } = await crypto.subtle.exportKey('jwk', await importSeed(seed, true));
  if (!x) throw new Error('WebCrypto exported no Ed25519 public key');
  const bytes = Uint8Array.from(atob(x.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  if (bytes.length !== 32) throw new Error('WebCrypto exported an Ed25519 public key that is not 32 bytes');
  return bytes;
}

export async function signBytes(key: CryptoKey, bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(bytes)));
}
