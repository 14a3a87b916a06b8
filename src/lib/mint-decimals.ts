import { PublicKey, type AccountInfo } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './tx/instructions';

const DECIMALS_OFFSET = 44;

/** Decimals of each mint as its account on chain says; null where the account is missing or not a mint. */
export async function mintDecimalsOnChain(
  connection: { getMultipleAccountsInfo: (keys: PublicKey[]) => Promise<(AccountInfo<Uint8Array> | null)[]> },
  mints: readonly string[],
): Promise<(number | null)[]> {
  const infos = await connection.getMultipleAccountsInfo(mints.map((m) => new PublicKey(m)));
  return infos.map((info) => decimalsOfMint(info && { owner: info.owner.toBase58(), data: info.data }));
}

/** A mint account's decimals; null when it is missing or not a mint. */
export function decimalsOfMint(account: { owner: string; data: Uint8Array } | null): number | null {
  const owner = account?.owner;
  if (!account || (owner !== TOKEN_PROGRAM && owner !== TOKEN_2022_PROGRAM) || account.data.length < 82) return null;
  return account.data[DECIMALS_OFFSET] ?? null;
}

/** Null when every token's decimals match its mint; else the sentence naming the first that does not. */
export function decimalsProblem(
  tokens: readonly { symbol: string; decimals: number }[],
  onChain: readonly (number | null)[],
): string | null {
  for (const [i, token] of tokens.entries()) {
    const actual = onChain[i];
    if (actual === undefined || actual === token.decimals) continue;
    return actual === null
      ? `${token.symbol}'s mint was not found on chain, so its amounts cannot be trusted. Nothing can be signed.`
      : `${token.symbol} has ${String(actual)} decimals on chain, not the ${String(token.decimals)} the service gave: amounts would be wrong by a factor of ${(10 ** Math.abs(actual - token.decimals)).toLocaleString('en-US')}. Nothing can be signed.`;
  }
  return null;
}
