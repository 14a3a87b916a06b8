import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/programs';
import { uiTokenAmount } from '../chain/tx-meta';
import type { AccountData, Address, UiTokenAmount } from '../chain/types';
import { ByteReader } from './bytes';
import { parseExtensions, type UiExtension } from './parse-token-extensions';

/** agave parse_token.rs; anything that does not parse is null, so the caller falls back to base64 as real RPC does. */

const MINT_LENGTH = 82;
const ACCOUNT_LENGTH = 165;
const MULTISIG_LENGTH = 355;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;
const STATES = ['uninitialized', 'initialized', 'frozen'] as const;

export interface ParsedAccountData {
  program: 'spl-token' | 'spl-token-2022';
  parsed: { type: 'account' | 'mint' | 'multisig'; info: Record<string, unknown> };
  space: number;
}

export function isTokenProgram(owner: Address): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;
}

type Kind = 'mint' | 'account' | 'multisig';

/** StateWithExtensions::unpack's length and account-type rules. */
function kindOf(data: Uint8Array, is2022: boolean): Kind | null {
  if (data.length === MINT_LENGTH) return 'mint';
  if (data.length === ACCOUNT_LENGTH) return 'account';
  if (data.length === MULTISIG_LENGTH) return 'multisig';
  if (!is2022 || data.length <= ACCOUNT_LENGTH) return null;
  const type = data[ACCOUNT_LENGTH];
  if (type === ACCOUNT_TYPE_MINT) return 'mint';
  if (type === ACCOUNT_TYPE_ACCOUNT) return 'account';
  return null;
}

function withExtensions(info: Record<string, unknown>, extensions: UiExtension[]): Record<string, unknown> {
  // serde skips an empty `extensions` list, so SPL Token accounts never carry the key.
  return extensions.length > 0 ? { ...info, extensions } : info;
}

function parseMint(r: ByteReader, is2022: boolean): Record<string, unknown> | null {
  if (r.u8(45) !== 1) return null; // uninitialized mints do not unpack
  return withExtensions(
    {
      decimals: r.u8(44),
      freezeAuthority: r.cOptionPubkey(46),
      isInitialized: true,
      mintAuthority: r.cOptionPubkey(0),
      supply: r.u64(36).toString(),
    },
    is2022 && r.data.length > ACCOUNT_LENGTH ? parseExtensions(r.data) : [],
  );
}

function parseTokenAccount(r: ByteReader, is2022: boolean, decimals: number): Record<string, unknown> | null {
  const state = r.u8(108);
  if (state === 0 || state > 2) return null; // an uninitialized account does not unpack either
  const delegate = r.cOptionPubkey(72);
  const nativeReserve = r.cOptionU64(109);
  const closeAuthority = r.cOptionPubkey(129);
  const info: Record<string, unknown> = {
    isNative: nativeReserve !== null,
    mint: r.pubkey(0),
    owner: r.pubkey(32),
    state: STATES[state],
    tokenAmount: uiTokenAmount(r.u64(64), decimals),
  };
  // Optional fields are left out (not null) when absent, as serde's skip_serializing_if does on a real node.
  if (delegate !== null) {
    info.delegate = delegate;
    info.delegatedAmount = uiTokenAmount(r.u64(121), decimals);
  }
  if (nativeReserve !== null) info.rentExemptReserve = uiTokenAmount(nativeReserve, decimals);
  if (closeAuthority !== null) info.closeAuthority = closeAuthority;
  return withExtensions(info, is2022 && r.data.length > ACCOUNT_LENGTH ? parseExtensions(r.data) : []);
}

function parseMultisig(r: ByteReader): Record<string, unknown> | null {
  if (r.u8(2) !== 1) return null;
  const numValidSigners = r.u8(1);
  const signers: string[] = [];
  for (let i = 0; i < numValidSigners && i < 11; i++) signers.push(r.pubkey(3 + i * 32));
  return { isInitialized: true, numRequiredSigners: r.u8(0), numValidSigners, signers };
}

export function mintDecimals(mint: AccountData | null): number | null {
  if (!mint || !isTokenProgram(mint.owner)) return null;
  const kind = kindOf(mint.data, mint.owner === TOKEN_2022_PROGRAM);
  if (kind !== 'mint' || mint.data[45] !== 1) return null;
  return mint.data[44] ?? null;
}

export function readTokenAccount(account: AccountData): { mint: Address; owner: Address; amount: bigint } | null {
  if (!isTokenProgram(account.owner)) return null;
  if (kindOf(account.data, account.owner === TOKEN_2022_PROGRAM) !== 'account') return null;
  const r = new ByteReader(account.data);
  const state = r.u8(108);
  if (state === 0 || state > 2) return null;
  return { mint: r.pubkey(0), owner: r.pubkey(32), amount: r.u64(64) };
}

export function mintSupply(mint: AccountData): UiTokenAmount | null {
  const decimals = mintDecimals(mint);
  if (decimals === null) return null;
  return uiTokenAmount(new ByteReader(mint.data).u64(36), decimals);
}

/** Without its mint's decimals real RPC cannot parse a token account either: base64 (null here). */
export function parseTokenProgramAccount(
  account: AccountData,
  getAccount: (address: Address) => AccountData | null,
): ParsedAccountData | null {
  if (!isTokenProgram(account.owner)) return null;
  const is2022 = account.owner === TOKEN_2022_PROGRAM;
  const kind = kindOf(account.data, is2022);
  if (!kind) return null;
  const r = new ByteReader(account.data);
  let info: Record<string, unknown> | null;
  if (kind === 'mint') info = parseMint(r, is2022);
  else if (kind === 'multisig') info = parseMultisig(r);
  else {
    const decimals = mintDecimals(getAccount(r.pubkey(0)));
    info = decimals === null ? null : parseTokenAccount(r, is2022, decimals);
  }
  if (!info) return null;
  return {
    program: is2022 ? 'spl-token-2022' : 'spl-token',
    parsed: { type: kind, info },
    space: account.data.length,
  };
}
