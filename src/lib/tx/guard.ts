import { shortAddress } from '../../utils/format';
import type { AnyTransaction } from '../transaction-codec';
import { flatInstructions, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './instructions';

export type GuardReason = 'approve' | 'set-authority' | 'close-account' | 'assign' | 'nonce';

export interface GuardRefusal {
  reason: GuardReason;
  message: string;
}

const TOKEN = { approve: 4, setAuthority: 6, closeAccount: 9, approveChecked: 13 } as const;
const SYSTEM = { assign: 1, advanceNonce: 4, assignWithSeed: 10 } as const;

const short = (a: string | null | undefined) => (a ? shortAddress(a) : 'an address from a lookup table');

function systemIndex(data: Uint8Array): number {
  return data.length >= 4 ? new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) : -1;
}

/**
 * Instructions no action of this app needs on the wallet's accounts (issue 11 §2): a delegate, a new authority, a
 * close that pays someone other than the wallet or the gasless payer, an Assign of the wallet, a durable nonce. Null when there is none.
 */
export function findForbiddenInstruction(
  tx: AnyTransaction,
  wallet: string,
  { allowNonce = false, feePayer = null }: { allowNonce?: boolean; feePayer?: string | null } = {},
): GuardRefusal | null {
  for (const { programId, accounts, data } of flatInstructions(tx)) {
    if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
      const tag = data[0];
      if (tag === TOKEN.approve && accounts[2] === wallet) {
        return approval(accounts[1], accounts[0]);
      }
      if (tag === TOKEN.approveChecked && accounts[3] === wallet) {
        return approval(accounts[2], accounts[0]);
      }
      if (tag === TOKEN.setAuthority && accounts[1] === wallet) {
        return {
          reason: 'set-authority',
          message: `It would hand control of your account ${short(accounts[0])} to another key: not signed.`,
        };
      }
      // A gasless payer that funded a temporary account gets its rent back; what the wallet receives is simulated.
      const closeTo = accounts[1];
      if (tag === TOKEN.closeAccount && accounts[2] === wallet && closeTo !== wallet && closeTo !== feePayer) {
        return {
          reason: 'close-account',
          message: `It would close your token account ${short(accounts[0])} and pay its SOL to ${short(accounts[1])}: not signed.`,
        };
      }
    } else if (programId === SYSTEM_PROGRAM) {
      const tag = systemIndex(data);
      if ((tag === SYSTEM.assign || tag === SYSTEM.assignWithSeed) && accounts[0] === wallet) {
        return {
          reason: 'assign',
          message: 'It would hand your wallet account to another program (System Assign): not signed.',
        };
      }
      if (tag === SYSTEM.advanceNonce && !allowNonce) {
        return {
          reason: 'nonce',
          message: 'It uses a durable nonce, so it could be sent at any later time: not signed.',
        };
      }
    }
  }
  return null;
}

function approval(delegate: string | null | undefined, source: string | null | undefined): GuardRefusal {
  return {
    reason: 'approve',
    message: `It would let ${short(delegate)} spend the tokens in your account ${short(source)} (a token approval): not signed.`,
  };
}
