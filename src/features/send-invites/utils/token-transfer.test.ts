import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  ExtensionType,
  getAccountLen,
  getAssociatedTokenAddressSync,
  getMintLen,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, type AccountInfo, type Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { associatedAccountSpace, craftTokenTransfer } from './token-transfer';

const wallet = Keypair.generate().publicKey;
const mint = Keypair.generate().publicKey;
const labelOf = () => ({ symbol: 'USDC', decimals: 6 });

function mintAccount(): AccountInfo<Buffer> {
  const data = Buffer.alloc(MINT_SIZE);
  MintLayout.encode(
    {
      mintAuthorityOption: 0,
      mintAuthority: PublicKey.default,
      supply: 1_000_000_000n,
      decimals: 6,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    data,
  );
  return { data, owner: TOKEN_PROGRAM_ID, lamports: 1_461_600, executable: false };
}

function tokenAccount(owner: PublicKey, amount: bigint): AccountInfo<Buffer> {
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint,
      owner,
      amount,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  return { data, owner: TOKEN_PROGRAM_ID, lamports: 2_039_280, executable: false };
}

function connection(accounts: Map<string, AccountInfo<Buffer>>, held: bigint): Connection {
  const source = Keypair.generate().publicKey;
  return {
    rpcEndpoint: 'http://rpc.test',
    getAccountInfo: (key: PublicKey) => Promise.resolve(accounts.get(key.toBase58()) ?? null),
    getTokenAccountsByOwner: () =>
      Promise.resolve({ context: { slot: 1 }, value: [{ pubkey: source, account: tokenAccount(wallet, held) }] }),
    getLatestBlockhash: () => Promise.resolve({ blockhash: PublicKey.default.toBase58(), lastValidBlockHeight: 9 }),
    getMinimumBalanceForRentExemption: (size: number) => Promise.resolve(size === 165 ? 2_039_280 : 0),
  } as unknown as Connection;
}

const send = (c: Connection, to: string, amount = 2_500_000n) =>
  craftTokenTransfer(c, wallet, { to, mint: mint.toBase58(), amount, labelOf });

describe('craftTokenTransfer', () => {
  it('opens the recipient’s account when it has none, and states exactly what leaves and arrives', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const crafted = await send(connection(new Map([[mint.toBase58(), mintAccount()]]), 10_000_000n), to);
    expect(crafted.transaction.instructions.map((ix) => ix.programId.toBase58())).toEqual([
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      TOKEN_PROGRAM_ID.toBase58(),
    ]);
    const [open, transfer] = crafted.transaction.instructions;
    const ata = getAssociatedTokenAddressSync(mint, new PublicKey(to)).toBase58();
    expect(open?.keys[1]?.pubkey.toBase58()).toBe(ata);
    expect(transfer?.keys[2]?.pubkey.toBase58()).toBe(ata);
    expect(crafted.statement).toEqual({
      wallet: wallet.toBase58(),
      send: [{ mint: mint.toBase58(), max: 2_500_000n }],
      receive: [{ mint: mint.toBase58(), min: 2_500_000n, to }],
      feesMax: 5_000n + 2_039_280n,
    });
  });

  it('refuses a token account, a program address and more than one account holds, before anything is signed', async () => {
    const tokenAccountKey = Keypair.generate().publicKey;
    const accounts = new Map([
      [mint.toBase58(), mintAccount()],
      [tokenAccountKey.toBase58(), tokenAccount(Keypair.generate().publicKey, 1n)],
    ]);
    await expect(send(connection(accounts, 10_000_000n), tokenAccountKey.toBase58())).rejects.toThrow(
      'That address is a token account, not a wallet',
    );
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('x')], SystemProgram.programId);
    await expect(send(connection(accounts, 10_000_000n), pda.toBase58())).rejects.toThrow('belongs to a program');
    await expect(send(connection(accounts, 1_000_000n), Keypair.generate().publicKey.toBase58())).rejects.toThrow(
      'No single token account of yours holds 2.5 USDC',
    );
  });

  it('sizes a Token-2022 holder account as spl-token does (immutable owner, transfer fee amount)', () => {
    const data = new Uint8Array(getMintLen([ExtensionType.TransferFeeConfig]));
    data[165] = 1;
    new DataView(data.buffer).setUint16(166, ExtensionType.TransferFeeConfig, true);
    new DataView(data.buffer).setUint16(168, 108, true);
    expect(associatedAccountSpace(TOKEN_2022_PROGRAM_ID.toBase58(), data)).toBe(
      getAccountLen([ExtensionType.ImmutableOwner, ExtensionType.TransferFeeAmount]),
    );
    expect(associatedAccountSpace(TOKEN_PROGRAM_ID.toBase58(), data)).toBe(165);
  });
});
