import { shortAddress } from '../../utils/format';
import type { AnyTransaction } from '../tx-kind';
import { systemTagOf } from '../../utils/solana-wire/system';
import { ATA_PROGRAM, flatInstructions } from './instructions';
import {
  AUTHORITY_PROGRAMS,
  COMPUTE_BUDGET_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type ActionPolicy,
} from './programs';

export type SeenInstruction =
  | { programId: string; accounts: readonly (string | null)[]; data: Uint8Array; inner: boolean }
  | { programId: string; parsed: { type: string; info: Record<string, unknown> }; inner: true };

export interface AuthorityContext {
  wallet: string;
  policy: ActionPolicy;
  allowNonce: boolean;
  created: ReadonlySet<string>;
}

const TOKEN = { 4: 'approve', 5: 'revoke', 6: 'setAuthority', 9: 'closeAccount', 13: 'approveChecked' } as const;
const SYSTEM: Record<number, string> = {
  1: 'assign',
  4: 'advanceNonce',
  5: 'withdrawFromNonce',
  7: 'authorizeNonce',
  8: 'allocate',
  9: 'allocateWithSeed',
  10: 'assignWithSeed',
};
const ROLES: Record<string, string[]> = {
  approve: ['source', 'delegate', 'owner'],
  approveChecked: ['source', 'mint', 'delegate', 'owner'],
  setAuthority: ['account', 'authority'],
  closeAccount: ['account', 'destination', 'owner'],
  assign: ['account'],
  allocate: ['account'],
  allocateWithSeed: ['account', 'base'],
  assignWithSeed: ['account', 'base'],
  advanceNonce: ['nonceAccount', 'recentBlockhashesSysvar', 'nonceAuthority'],
  withdrawFromNonce: ['nonceAccount', 'destination', 'recentBlockhashesSysvar', 'rentSysvar', 'nonceAuthority'],
  authorizeNonce: ['nonceAccount', 'nonceAuthority'],
};

const short = (a: unknown) => (typeof a === 'string' ? shortAddress(a) : 'an address from a lookup table');

function named(ix: SeenInstruction): { type: string; info: Record<string, unknown> } | null {
  if ('parsed' in ix) return ix.parsed;
  let type: string | undefined;
  if (ix.programId === TOKEN_PROGRAM || ix.programId === TOKEN_2022_PROGRAM) {
    type = TOKEN[ix.data[0] as keyof typeof TOKEN];
  } else if (ix.programId === SYSTEM_PROGRAM && ix.data.length >= 4) {
    type = SYSTEM[systemTagOf(ix.data) ?? -1];
  }
  if (!type) return null;
  const roles = ROLES[type] ?? [];
  return { type, info: Object.fromEntries(roles.map((role, i) => [role, ix.accounts[i]])) };
}

const mentions = (ix: SeenInstruction, wallet: string) =>
  'parsed' in ix ? JSON.stringify(ix.parsed.info).includes(wallet) : ix.accounts.includes(wallet);

export function refuseInstruction(ix: SeenInstruction, ctx: AuthorityContext): string | null {
  const { wallet, policy } = ctx;
  if (!ix.inner && !policy.programs.has(ix.programId)) {
    return `It calls a program this action does not use (${short(ix.programId)}): not signed.`;
  }
  if (AUTHORITY_PROGRAMS.has(ix.programId) && mentions(ix, wallet)) {
    return `It would use your wallet's authority in ${short(ix.programId)} (stake, program, lookup-table or vote accounts): not signed.`;
  }
  if (ix.inner && !policy.anyRoute && !policy.programs.has(ix.programId) && mentions(ix, wallet)) {
    return `It would pass your wallet to a program this action does not use (${short(ix.programId)}): not signed.`;
  }
  if (ix.programId === COMPUTE_BUDGET_PROGRAM) return null;
  const n = named(ix);
  if (!n) return null;
  const { info } = n;
  const isWallet = (role: string) =>
    info[role] === wallet || info[`multisig${role[0]?.toUpperCase()}${role.slice(1)}`] === wallet;
  switch (n.type) {
    case 'approve':
    case 'approveChecked':
      return isWallet('owner')
        ? `It would let ${short(info.delegate)} spend the tokens in your account ${short(info.source)} (a token approval): not signed.`
        : null;
    case 'setAuthority':
      return isWallet('authority')
        ? `It would hand control of your account ${short(info.account)} to another key: not signed.`
        : null;
    case 'closeAccount':
      return isWallet('owner') && info.destination !== wallet && !ctx.created.has(String(info.account))
        ? `It would close your token account ${short(info.account)} and pay its SOL to ${short(info.destination)}: not signed.`
        : null;
    case 'assign':
    case 'allocate':
    case 'assignWithSeed':
    case 'allocateWithSeed':
      return info.account === wallet || info.base === wallet
        ? 'It would hand your wallet account to another program (System Assign): not signed.'
        : null;
    case 'advanceNonce':
      return ctx.allowNonce ? null : 'It uses a durable nonce, so it could be sent at any later time: not signed.';
    case 'withdrawFromNonce':
    case 'authorizeNonce':
      return isWallet('nonceAuthority')
        ? `It would use your authority over the nonce account ${short(info.nonceAccount)}: not signed.`
        : null;
    default:
      return null;
  }
}

function createdByMessage(tx: AnyTransaction): Set<string> {
  const created = new Set<string>();
  for (const ix of flatInstructions(tx)) {
    const systemCreate = ix.programId === SYSTEM_PROGRAM && (ix.data[0] === 0 || ix.data[0] === 3);
    const account = ix.accounts[1];
    if ((systemCreate || ix.programId === ATA_PROGRAM) && account) created.add(account);
  }
  return created;
}

export function refuseMessage(tx: AnyTransaction, context: Omit<AuthorityContext, 'created'>): string | null {
  const ctx = { ...context, created: createdByMessage(tx) };
  for (const ix of flatInstructions(tx)) {
    const why = refuseInstruction({ ...ix, inner: false }, ctx);
    if (why) return why;
  }
  return null;
}
