import type { TransactionInstruction } from '@solana/web3.js';
import { MIN_I128, type OperateParams } from '../../../src/api/lend/schemas';
import { compileFor } from '../../kit/escrow';
import { Refused } from '../../kit/refused';
import { ataOf } from '../../kit/tx/builder';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../../world/token';
import { MINT_SIZE, readTokenAmount } from '../../world/token-layout';
import type { LendContext } from '../service';
import type { BorrowCrafted } from './book';
import { ixJson, moveIxs, openPositionIxs, shapeOf } from './ixs';
import { checkAfter, debtNow, emptyPosition, holds } from './position';
import { DEBT_MINT, keysOf, openBorrow, positionMintOf, type BorrowKeys } from './vaults';

export const REPAY_ALL_BUFFER_MS = 120_000;
// operate-instructions lands with the client's blockhash (~20 min of 400 ms blocks); a landing after its craft is
// forgotten would not be counted, and the co-signer checks the position again anyway.
const INSTRUCTIONS_LIFE = 3_000;

const balanceOf = (ctx: LendContext, owner: string, mint: string) =>
  readTokenAmount(ctx.ledger.getAccount(ataOf(owner, mint, TOKEN_PROGRAM))?.data);

interface Plan {
  crafted: Omit<BorrowCrafted, 'message' | 'ixs' | 'expiresAt'>;
  ixs: TransactionInstruction[];
}

function plan(ctx: LendContext, req: OperateParams, wraps: boolean): Plan {
  if (req.market === 'ethena') throw new Refused(404, `vaultId: no borrow vault ${req.vaultId} in market ethena`);
  const k = keysOf(ctx, req.vaultId);
  openBorrow(ctx);
  if (req.colAmount === 0n && req.debtAmount === 0n) {
    throw new Refused(400, 'colAmount: colAmount and debtAmount are both 0: nothing to do');
  }
  const now = ctx.now();
  const isNew = req.positionId === 0;
  const existing = ctx.book.borrow.positions.get(req.positionId);
  if (!isNew && !existing) throw new Refused(404, `positionId: no position ${req.positionId}`);
  if (existing && existing.vaultId !== k.config.id) {
    throw new Refused(
      400,
      `positionId: position ${req.positionId} is in vault ${existing.vaultId}, not ${k.config.id}`,
    );
  }
  const p = existing ?? emptyPosition(k.config.id, now);
  const owner = req.positionOwner ?? req.signer;
  const takes = req.colAmount < 0n || req.debtAmount > 0n;
  if (takes) {
    const held = isNew ? owner === req.signer : holds(ctx, req.signer, positionMintOf(ctx.seed, req.positionId));
    if (!held) throw new Refused(403, `positionId: the signer does not hold position ${req.positionId}'s NFT`);
  }
  const col = collateralMove(ctx, k, req.signer, req.colAmount, BigInt(p.collateral), wraps);
  // Repay with collateral: the client puts its swap of the withdrawn collateral between the two parts of the run.
  const split = wraps && !isNew && col < 0n && req.debtAmount < 0n;
  const debt = debtMove(ctx, k, split ? null : req.signer, req.debtAmount, {
    now: debtNow(p, k, now),
    buffered: debtNow(p, k, now + REPAY_ALL_BUFFER_MS),
  });
  checkAfter(ctx, k, p, { col, debt }, now);
  const nftId = isNew ? ctx.book.borrow.reserveId() : req.positionId;
  const ixs = isNew
    ? openPositionIxs(req.signer, owner, positionMintOf(ctx.seed, nftId), k, ctx.ledger.rentExemptMinimum(MINT_SIZE))
    : [];
  // The signer acts on the position; what leaves the vault goes to the NFT's holder (the signer, checked above).
  ixs.push(...moveIxs({ signer: req.signer, owner: takes ? req.signer : owner, col, debt: 0n }, k));
  const repayAt = ixs.length;
  ixs.push(...moveIxs({ signer: req.signer, owner: takes ? req.signer : owner, col: 0n, debt }, k));
  return {
    crafted: {
      nftId,
      vaultId: k.config.id,
      isNew,
      owner,
      signer: req.signer,
      col: col.toString(),
      debt: debt.toString(),
      repayAll: req.debtAmount === MIN_I128,
      ...(split ? { split: repayAt } : {}),
    },
    ixs,
  };
}

function collateralMove(
  ctx: LendContext,
  k: BorrowKeys,
  signer: string,
  amount: bigint,
  held: bigint,
  wraps: boolean,
): bigint {
  if (amount === MIN_I128) {
    if (held === 0n) throw new Refused(400, 'colAmount: the position holds no collateral to withdraw');
    return -held;
  }
  if (amount < 0n && -amount > held) {
    throw new Refused(400, `colAmount: more than the collateral (${held}); send MIN_I128 to withdraw all`);
  }
  if (amount > 0n) {
    const native = wraps && k.colMint === NATIVE_MINT ? ctx.ledger.getBalance(signer) : 0n;
    const balance = balanceOf(ctx, signer, k.colMint) + native;
    if (balance < amount) {
      const wrap = k.colMint === NATIVE_MINT ? '; wrap SOL first (the API does not wrap native SOL)' : '';
      const what = native > 0n ? 'wallet holds (wrapped and native SOL)' : "wallet's token account holds";
      throw new Refused(400, `colAmount: the ${what} ${balance}, less than ${amount}${wrap}`);
    }
  }
  return amount;
}

function debtMove(
  ctx: LendContext,
  k: BorrowKeys,
  signer: string | null,
  amount: bigint,
  owed: { now: bigint; buffered: bigint },
): bigint {
  let repay = 0n;
  if (amount === MIN_I128) {
    if (owed.now === 0n) throw new Refused(400, 'debtAmount: the position has no debt to repay');
    repay = owed.buffered;
  } else if (amount < 0n) {
    repay = -amount;
    if (repay > owed.now) {
      throw new Refused(400, `debtAmount: more than the debt (${owed.now}); send MIN_I128 to repay all`);
    }
  }
  if (repay > 0n) {
    if (signer === null) return -repay;
    const balance = balanceOf(ctx, signer, DEBT_MINT);
    if (balance < repay) throw new Refused(400, `debtAmount: the wallet holds ${balance} USDC, less than ${repay}`);
    return -repay;
  }
  const borrowable = readTokenAmount(ctx.ledger.getAccount(k.reserve)?.data);
  if (amount > borrowable) throw new Refused(400, `debtAmount: more than the vault can lend (${borrowable})`);
  return amount;
}

export function operate(ctx: LendContext, req: OperateParams) {
  const { crafted, ixs } = plan(ctx, req, false);
  const compiled = compileFor(ctx.ledger, crafted.signer, ixs);
  const message = Buffer.from(compiled.message).toString('base64');
  ctx.book.borrow.remember({ ...crafted, message, expiresAt: compiled.lastValidBlockHeight }, ctx.ledger.blockHeight);
  // Saved at once: the co-signer and the landing must still know it after a restart.
  ctx.persist();
  return { nftId: crafted.nftId, transaction: Buffer.from(compiled.wire).toString('base64') };
}

export function operateInstructions(ctx: LendContext, req: OperateParams) {
  const { crafted, ixs } = plan(ctx, req, true);
  const expiresAt = ctx.ledger.blockHeight + INSTRUCTIONS_LIFE;
  ctx.book.borrow.remember({ ...crafted, ixs: ixs.map(shapeOf), expiresAt }, ctx.ledger.blockHeight);
  ctx.persist();
  return { nftId: crafted.nftId, instructions: ixs.map(ixJson), addressLookupTableAddresses: [] };
}
