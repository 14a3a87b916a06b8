import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { ataOf } from '../../kit/tx/builder';
import { createAtaIdempotent, mintTo, pk, transferChecked } from '../../kit/tx/instructions';
import type { Address } from '../../world/address';
import { TOKEN_PROGRAM } from '../../world/token';
import { MINT_SIZE } from '../../world/token-layout';
import type { IxShape } from './book';
import { DEBT_DECIMALS, DEBT_MINT, type BorrowKeys } from './vaults';

const token = (keys: TransactionInstruction['keys'], data: Buffer) =>
  new TransactionInstruction({ programId: pk(TOKEN_PROGRAM), keys, data });

export function openPositionIxs(signer: Address, owner: Address, mint: Address, k: BorrowKeys, rent: bigint) {
  const initialize = Buffer.alloc(35);
  initialize[0] = 20; // InitializeMint2
  initialize[1] = 0;
  initialize.set(pk(k.authority).toBytes(), 2);
  const nftAccount = ataOf(owner, mint, TOKEN_PROGRAM);
  return [
    SystemProgram.createAccount({
      fromPubkey: pk(signer),
      newAccountPubkey: pk(mint),
      lamports: Number(rent),
      space: MINT_SIZE,
      programId: pk(TOKEN_PROGRAM),
    }),
    token([{ pubkey: pk(mint), isSigner: false, isWritable: true }], initialize),
    createAtaIdempotent(signer, nftAccount, owner, mint, TOKEN_PROGRAM),
    mintTo(TOKEN_PROGRAM, mint, nftAccount, k.authority, 1n),
    // SetAuthority(MintTokens → none): the supply stays 1.
    token(
      [
        { pubkey: pk(mint), isSigner: false, isWritable: true },
        { pubkey: pk(k.authority), isSigner: true, isWritable: false },
      ],
      Buffer.from([6, 0, 0]),
    ),
  ];
}

export interface Moves {
  signer: Address;
  owner: Address;
  col: bigint;
  debt: bigint;
}

export function moveIxs(m: Moves, k: BorrowKeys) {
  const ixs: TransactionInstruction[] = [];
  const userCol = (who: Address) => ataOf(who, k.colMint, TOKEN_PROGRAM);
  const userDebt = (who: Address) => ataOf(who, DEBT_MINT, TOKEN_PROGRAM);
  if (m.col > 0n) {
    ixs.push(
      transferChecked(TOKEN_PROGRAM, userCol(m.signer), k.colMint, k.colAccount, m.signer, m.col, k.colDecimals),
    );
  } else if (m.col < 0n) {
    ixs.push(
      createAtaIdempotent(m.signer, userCol(m.owner), m.owner, k.colMint, TOKEN_PROGRAM),
      transferChecked(TOKEN_PROGRAM, k.colAccount, k.colMint, userCol(m.owner), k.authority, -m.col, k.colDecimals),
    );
  }
  if (m.debt > 0n) {
    ixs.push(
      createAtaIdempotent(m.signer, userDebt(m.owner), m.owner, DEBT_MINT, TOKEN_PROGRAM),
      transferChecked(TOKEN_PROGRAM, k.reserve, DEBT_MINT, userDebt(m.owner), k.authority, m.debt, DEBT_DECIMALS),
    );
  } else if (m.debt < 0n) {
    ixs.push(
      transferChecked(TOKEN_PROGRAM, userDebt(m.signer), DEBT_MINT, k.reserve, m.signer, -m.debt, DEBT_DECIMALS),
    );
  }
  return ixs;
}

export const shapeOf = (ix: TransactionInstruction): IxShape => ({
  p: ix.programId.toBase58(),
  a: ix.keys.map((key) => key.pubkey.toBase58()),
  d: Buffer.from(ix.data).toString('base64'),
});

export const ixJson = (ix: TransactionInstruction) => ({
  programId: ix.programId.toBase58(),
  accounts: ix.keys.map((key) => ({
    pubkey: key.pubkey.toBase58(),
    isSigner: key.isSigner,
    isWritable: key.isWritable,
  })),
  data: Buffer.from(ix.data).toString('base64'),
});
