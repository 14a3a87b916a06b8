import { DAY_MS, historicSignature, pastMs, rawWorth, type Seeding } from '../kit/wallet-seeding';
import { derivedAddress } from '../world/address';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { SendContext } from './service';
import type { InviteAction, InviteRecord } from './types';

const INVITES = 100;
const ACTIONS: readonly InviteAction[] = ['claimed', 'claimed', 'clawback', 'expired'];

/** Invites the wallet sent over the year, each settled (claimed, clawed back or expired): the history's pages. */
export function seedInvites(ctx: SendContext, s: Seeding) {
  const { book } = ctx;
  const mints = [WELL_KNOWN_MINTS.USDC, WELL_KNOWN_MINTS.BONK, WELL_KNOWN_MINTS.JUP];
  for (let i = 0; i < INVITES; i++) {
    const key = (role: string) => derivedAddress('big-wallet-invite', s.address, String(i), role);
    const token = s.world.byMint.get(s.rng.pick(mints));
    if (!token) throw new Error('the world lacks a well-known token');
    const created = pastMs(s);
    const action = s.rng.pick(ACTIONS);
    const settled = Math.min(s.now, created + s.rng.int(1, 7) * DAY_MS);
    const invite: InviteRecord = {
      inviteSigner: key('signer'),
      invitePda: key('pda'),
      sender: s.address,
      escrow: key('escrow'),
      escrowAccount: key('escrow-account'),
      mint: token.id,
      amount: String(rawWorth(token, s.rng.logRange(1, 300))),
      craftedAt: created,
      expiresAt: created + 7 * DAY_MS,
      lastValidBlockHeight: 0,
      confirmed: true,
      creationTx: historicSignature(s, 'invite', String(i)),
      creationTime: created,
      action,
      receiver: action === 'claimed' ? key('receiver') : null,
      deletionTx: historicSignature(s, 'invite-end', String(i)),
      deletionTime: settled,
      clawbacks: action === 'clawback' ? [historicSignature(s, 'invite-end', String(i))] : [],
    };
    book.put(invite);
  }
  book.changed();
  return { invites: INVITES };
}
