/** atob/btoa only, so the same code runs in the browser and Node without Buffer. */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard base64 (with or without padding; whitespace ignored) to bytes. Throws a SyntaxError on anything else. */
export function base64ToBytes(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) throw new SyntaxError('not valid base64');
  let binary: string;
  try {
    binary = atob(compact);
  } catch {
    throw new SyntaxError('not valid base64');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode(...bigArray) overflows the argument limit on large inputs.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
