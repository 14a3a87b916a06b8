import {
  AccountLayout,
  AccountState,
  AuthorityType,
  createBurnInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { readU16, readU32, readU64 } from './bytes';
import { computeBudgetOf, encodeComputeUnitLimit, encodeComputeUnitPrice, priorityFee } from './compute-budget';
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from './programs';
import { decodeSystemTransfer, encodeSystemTransfer, systemLamportsOf, systemTagOf } from './system';
import { AUTHORITY_TYPE, encodeSetAuthority, encodeTokenAmount, TOKEN_IX, tokenAmountOf } from './token';
import {
  decodeTokenAccount,
  isMintData,
  isTokenAccountData,
  mintDecimalsOf,
  mintSupplyOf,
  tokenAmountOfAccount,
} from './token-account';

const key = () => Keypair.generate().publicKey;
const bytes = (data: Uint8Array) => [...data];
const encodeKey = (b: Uint8Array) => new PublicKey(b).toBase58();

describe('solana-wire', () => {
  it('names the programs web3.js and spl-token name', () => {
    expect(SYSTEM_PROGRAM).toBe(SystemProgram.programId.toBase58());
    expect(TOKEN_PROGRAM).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(COMPUTE_BUDGET_PROGRAM).toBe(ComputeBudgetProgram.programId.toBase58());
  });

  it('reads little-endian integers and null past the end', () => {
    const data = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8);
    expect(readU16(data, 0)).toBe(0x0201);
    expect(readU32(data, 4)).toBe(0x08070605);
    expect(readU64(data, 0)).toBe(0x0807060504030201n);
    expect(readU32(data, 5)).toBeNull();
    expect(readU64(data.subarray(1), 0)).toBeNull();
  });

  it('encodes compute-budget instructions as web3.js does and reads them back', () => {
    const limit = ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 });
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 12_345n });
    expect(bytes(encodeComputeUnitLimit(300_000))).toEqual(bytes(limit.data));
    expect(bytes(encodeComputeUnitPrice(12_345n))).toEqual(bytes(price.data));
    const program = COMPUTE_BUDGET_PROGRAM;
    const read = computeBudgetOf([
      { programId: program, data: limit.data },
      { programId: SYSTEM_PROGRAM, data: Uint8Array.of(2, 0, 0, 0, 9) },
      { programId: program, data: price.data },
      { programId: program, data: Uint8Array.of(3, 1) },
    ]);
    expect(read).toEqual({ limit: 300_000n, microLamports: 12_345n });
    expect(computeBudgetOf([])).toEqual({ limit: null, microLamports: 0n });
    expect(priorityFee(200_000n, 1n)).toBe(1n);
    expect(priorityFee(1_000_000n, 3n)).toBe(3n);
  });

  it('encodes and decodes a system transfer as web3.js does', () => {
    const ix = SystemProgram.transfer({ fromPubkey: key(), toPubkey: key(), lamports: 1_234_567n });
    expect(bytes(encodeSystemTransfer(1_234_567n))).toEqual(bytes(ix.data));
    expect(decodeSystemTransfer(ix.data)).toBe(1_234_567n);
    expect(systemTagOf(ix.data)).toBe(2);
    expect(systemLamportsOf(ix.data)).toBe(1_234_567n);
    expect(decodeSystemTransfer(Uint8Array.of(...ix.data, 0))).toBeNull();
    expect(decodeSystemTransfer(encodeTokenAmount(2, 5n, 0).subarray(0, 12))).toBeNull();
  });

  it('encodes token instructions as spl-token does', () => {
    const [a, b, c] = [key(), key(), key()];
    const checked = createTransferCheckedInstruction(a, b, c, a, 99n, 6);
    expect(bytes(encodeTokenAmount(TOKEN_IX.TransferChecked, 99n, 6))).toEqual(bytes(checked.data));
    expect(bytes(encodeTokenAmount(TOKEN_IX.MintTo, 7n))).toEqual(bytes(createMintToInstruction(a, b, c, 7n).data));
    expect(bytes(encodeTokenAmount(TOKEN_IX.Burn, 8n))).toEqual(bytes(createBurnInstruction(a, b, c, 8n).data));
    expect(tokenAmountOf(checked.data)).toBe(99n);
    const set = createSetAuthorityInstruction(a, b, AuthorityType.CloseAccount, c);
    expect(bytes(encodeSetAuthority(AUTHORITY_TYPE.CloseAccount, c.toBytes()))).toEqual(bytes(set.data));
    const unset = createSetAuthorityInstruction(a, b, AuthorityType.CloseAccount, null);
    expect(bytes(encodeSetAuthority(AUTHORITY_TYPE.CloseAccount, null))).toEqual(bytes(unset.data));
  });

  it('writes every byte it allocates, so pooled unzeroed memory is safe', () => {
    const dirty = (size: number) => new Uint8Array(size).fill(0xee);
    const c = key().toBytes();
    expect(bytes(encodeSystemTransfer(5n, dirty))).toEqual(bytes(encodeSystemTransfer(5n)));
    expect(bytes(encodeComputeUnitLimit(9, dirty))).toEqual(bytes(encodeComputeUnitLimit(9)));
    expect(bytes(encodeComputeUnitPrice(9n, dirty))).toEqual(bytes(encodeComputeUnitPrice(9n)));
    expect(bytes(encodeTokenAmount(12, 3n, 6, dirty))).toEqual(bytes(encodeTokenAmount(12, 3n, 6)));
    expect(bytes(encodeSetAuthority(3, c, dirty))).toEqual(bytes(encodeSetAuthority(3, c)));
    expect(bytes(encodeSetAuthority(3, null, dirty))).toEqual(bytes(encodeSetAuthority(3, null)));
  });

  it('decodes a token account as spl-token lays it out', () => {
    const [mint, owner, delegate] = [key(), key(), key()];
    const data = new Uint8Array(165);
    AccountLayout.encode(
      {
        mint,
        owner,
        amount: 500n,
        delegateOption: 1,
        delegate,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 20n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      data,
    );
    expect(decodeTokenAccount(data, encodeKey)).toEqual({
      mint: mint.toBase58(),
      owner: owner.toBase58(),
      amount: 500n,
      delegate: delegate.toBase58(),
      state: 1,
      isNative: false,
      delegatedAmount: 20n,
      closeAuthority: null,
    });
    expect(tokenAmountOfAccount(data)).toBe(500n);
    expect(isTokenAccountData(data)).toBe(true);
    const mintLike = Uint8Array.of(...data, 1);
    expect(decodeTokenAccount(mintLike, encodeKey)).toBeNull();
    expect(isMintData(mintLike)).toBe(true);
    expect(tokenAmountOfAccount(mintLike)).toBe(0n);
    expect(decodeTokenAccount(data.subarray(0, 164), encodeKey)).toBeNull();
  });

  it('reads a mint’s supply and decimals', () => {
    const mint = new Uint8Array(82);
    mint[36] = 42;
    mint[44] = 9;
    expect(mintSupplyOf(mint)).toBe(42n);
    expect(mintDecimalsOf(mint)).toBe(9);
    expect(mintSupplyOf(mint.subarray(0, 40))).toBeNull();
    expect(isMintData(mint)).toBe(true);
  });
});
