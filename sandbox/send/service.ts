import type { CraftClawbackParams, CraftSendParams } from '../../src/api/send/schemas';
import type { BookContext } from '../kit/book-context';
import { Refused } from '../kit/refused';
import { compileFor, depositInstructions, takeOver, tokenOf, withdrawInstructions } from '../kit/escrow';
import { keypairAddress } from '../kit/tx/instructions';
import { NATIVE_MINT, TOKEN_2022_PROGRAM } from '../world/token';
import { readTokenAmount } from '../world/token-layout';
import type { SendBook } from './book';
import { escrowAccount, escrowKeypair, invitePdaOf, inviteSignerProof } from './escrow';
import type { InviteRecord } from './types';

export type SendContext = BookContext<SendBook>;

export const INVITE_LIFETIME_MS = 7 * 86_400_000;
const TOKEN_ACCOUNT_SIZE = 165;

function tokenOr400(ctx: SendContext, mint: string) {
  const token = tokenOf(ctx.world, mint);
  if (!token) throw new Refused(400, `mint: no token with mint ${mint}`);
  if (token.program === TOKEN_2022_PROGRAM) throw new Refused(400, 'mint: Token-2022 tokens are not supported');
  return token;
}

export function craftSend(ctx: SendContext, req: CraftSendParams) {
  if (req.amount <= 0n) throw new Refused(400, 'amount: must be greater than 0');
  if (req.inviteSigner === req.sender) throw new Refused(400, 'inviteSigner: must not be the sender');
  const token = tokenOr400(ctx, req.mint ?? NATIVE_MINT);
  const invitePda = invitePdaOf(req.inviteSigner);
  const existing = ctx.book.invites.get(invitePda);
  if (existing?.confirmed) throw new Refused(400, 'inviteSigner: this invite already exists');
  const escrow = keypairAddress(escrowKeypair(ctx.seed, invitePda));
  const crafted = compileFor(ctx.ledger, req.sender, [
    // Into the invite PDA's account, as the real program holds it: the app binds the amount to that address.
    ...depositInstructions(req.sender, invitePda, token, req.amount),
    inviteSignerProof(req.inviteSigner),
  ]);
  const fee = ctx.ledger.feeForMessage(crafted.message) ?? 10_000n;
  const now = ctx.now();
  ctx.book.put({
    inviteSigner: req.inviteSigner,
    invitePda,
    sender: req.sender,
    escrow,
    escrowAccount: escrowAccount(invitePda, token),
    mint: token.mint,
    amount: req.amount.toString(),
    craftedAt: now,
    expiresAt: now + INVITE_LIFETIME_MS,
    lastValidBlockHeight: crafted.lastValidBlockHeight,
    confirmed: false,
    creationTx: null,
    creationTime: null,
    action: 'created',
    receiver: null,
    deletionTx: null,
    deletionTime: null,
    clawbacks: [],
  });
  ctx.book.changed();
  // Saved at once: a restart before the creation lands must still recognise it.
  ctx.persist();
  return {
    tx: Buffer.from(crafted.wire).toString('base64'),
    expiry: new Date(now + INVITE_LIFETIME_MS).toISOString(),
    totalFeeLamports: (ctx.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE) + fee).toString(),
  };
}

export function pendingInvite(ctx: SendContext, invitePda: string, sender?: string): InviteRecord {
  const invite = ctx.book.invites.get(invitePda);
  if (!invite?.confirmed) throw new Refused(404, `invitePDA: no invite ${invitePda}`);
  if (sender !== undefined && invite.sender !== sender) {
    throw new Refused(403, 'sender: this invite was sent by another wallet');
  }
  if (invite.action !== 'created')
    throw new Refused(400, `invitePDA: the invite is no longer pending (${invite.action})`);
  if (invite.expiresAt <= ctx.now()) throw new Refused(400, 'invitePDA: the invite is no longer pending (expired)');
  return invite;
}

const MAX_CLAWBACKS_KEPT = 8;

export function craftClawback(ctx: SendContext, req: CraftClawbackParams) {
  const invite = pendingInvite(ctx, req.invitePDA, req.sender);
  const token = tokenOr400(ctx, invite.mint);
  const escrow = keypairAddress(escrowKeypair(ctx.seed, invite.invitePda));
  takeOver(ctx.ledger, invite.escrowAccount, escrow);
  const remaining = readTokenAmount(ctx.ledger.getAccount(invite.escrowAccount)?.data);
  const crafted = compileFor(
    ctx.ledger,
    invite.sender,
    withdrawInstructions(invite.sender, escrow, token, remaining, invite.escrowAccount),
  );
  invite.clawbacks = [...invite.clawbacks, Buffer.from(crafted.message).toString('base64')].slice(-MAX_CLAWBACKS_KEPT);
  ctx.book.changed();
  // Saved at once: the co-signer must still know this message after a restart.
  ctx.persist();
  return { tx: Buffer.from(crafted.wire).toString('base64') };
}
