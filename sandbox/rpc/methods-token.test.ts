import { createCloseAccountInstruction, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { fundedWallet, land } from '../test-harness';
import { createMint, createMint2022, harness, legacyTx, mintToOwner, randomAddress } from './rpc-test-kit';

const SPL = TOKEN_PROGRAM_ID.toBase58();
const SPL_2022 = TOKEN_2022_PROGRAM_ID.toBase58();

/** A wallet holding 12.5 of a 6-decimal SPL token and 3 of a 9-decimal Token-2022 token with extensions. */
function walletWithTokens() {
  const h = harness();
  const payer = fundedWallet(h.ledger);
  const owner = Keypair.generate().publicKey;
  const usd = createMint(h.ledger, payer, 6);
  const sbd = createMint2022(h.ledger, payer, 9);
  const usdAccount = mintToOwner(h.ledger, payer, usd, owner, 12_500_000n);
  const sbdAccount = mintToOwner(h.ledger, payer, sbd, owner, 3_000_000_000n);
  return { ...h, payer, owner: owner.toBase58(), usd, sbd, usdAccount, sbdAccount };
}

type Keyed = { pubkey: string; account: { data: unknown; owner: string } }[];

describe('token methods', () => {
  it('jsonParsed shows an SPL Token mint as real RPC does', async () => {
    const { call, usd } = walletWithTokens();
    const result = await call<{ value: { data: unknown } }>('getAccountInfo', [
      usd.mint.toBase58(),
      { encoding: 'jsonParsed' },
    ]);
    expect(result.value.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: usd.authority.publicKey.toBase58(),
          isInitialized: true,
          mintAuthority: usd.authority.publicKey.toBase58(),
          supply: '12500000',
        },
      },
      space: 82,
    });
  });

  it('jsonParsed shows an SPL token account without the optional fields it does not have', async () => {
    const { call, usd, usdAccount, owner } = walletWithTokens();
    const result = await call<{ value: { data: unknown; owner: string } }>('getAccountInfo', [
      usdAccount.toBase58(),
      { encoding: 'jsonParsed' },
    ]);
    expect(result.value.owner).toBe(SPL);
    expect(result.value.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: usd.mint.toBase58(),
          owner,
          state: 'initialized',
          tokenAmount: { amount: '12500000', decimals: 6, uiAmount: 12.5, uiAmountString: '12.5' },
        },
      },
      space: 165,
    });
  });

  it('jsonParsed decodes Token-2022 mint extensions written by the real program', async () => {
    const { call, sbd } = walletWithTokens();
    const authority = sbd.authority.publicKey.toBase58();
    const result = await call<{ value: { data: { program: string; parsed: { info: Record<string, unknown> } } } }>(
      'getMultipleAccounts',
      [[sbd.mint.toBase58()], { encoding: 'jsonParsed' }],
    );
    const [account] = result.value as unknown as { data: { program: string; parsed: { info: unknown } } }[];
    expect(account?.data.program).toBe('spl-token-2022');
    expect(account?.data.parsed.info).toEqual({
      decimals: 9,
      freezeAuthority: null,
      isInitialized: true,
      mintAuthority: authority,
      supply: '3000000000',
      extensions: [
        {
          extension: 'transferFeeConfig',
          state: {
            transferFeeConfigAuthority: authority,
            withdrawWithheldAuthority: authority,
            withheldAmount: 0,
            olderTransferFee: { epoch: 0, maximumFee: 5000, transferFeeBasisPoints: 50 },
            newerTransferFee: { epoch: 0, maximumFee: 5000, transferFeeBasisPoints: 50 },
          },
        },
        { extension: 'metadataPointer', state: { authority, metadataAddress: sbd.mint.toBase58() } },
        {
          extension: 'tokenMetadata',
          state: {
            updateAuthority: authority,
            mint: sbd.mint.toBase58(),
            name: 'Sandbox Dollar',
            symbol: 'SBD',
            uri: 'https://example.test/sbd',
            additionalMetadata: [],
          },
        },
      ],
    });
  });

  it('jsonParsed decodes a Token-2022 associated account with the extensions the program adds to it', async () => {
    const { call, sbd, sbdAccount, owner } = walletWithTokens();
    const result = await call<{ value: { data: { parsed: { info: unknown } } } }>('getAccountInfo', [
      sbdAccount.toBase58(),
      { encoding: 'jsonParsed' },
    ]);
    expect(result.value.data.parsed.info).toEqual({
      isNative: false,
      mint: sbd.mint.toBase58(),
      owner,
      state: 'initialized',
      tokenAmount: { amount: '3000000000', decimals: 9, uiAmount: 3, uiAmountString: '3' },
      extensions: [{ extension: 'immutableOwner' }, { extension: 'transferFeeAmount', state: { withheldAmount: 0 } }],
    });
  });

  it('getTokenAccountsByOwner filters by programId or by mint, and encodes like getAccountInfo', async () => {
    const { call, owner, sbd, usdAccount, sbdAccount } = walletWithTokens();
    const bySpl = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      owner,
      { programId: SPL },
      { encoding: 'base64' },
    ]);
    expect(bySpl.value.map((a) => a.pubkey)).toEqual([usdAccount.toBase58()]);
    expect(bySpl.value[0]?.account.data).toEqual([expect.any(String), 'base64']);
    const by2022 = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      owner,
      { programId: SPL_2022 },
      { encoding: 'jsonParsed' },
    ]);
    expect(by2022.value.map((a) => a.pubkey)).toEqual([sbdAccount.toBase58()]);
    expect(by2022.value[0]?.account.data).toMatchObject({ program: 'spl-token-2022', parsed: { type: 'account' } });
    const byMint = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      owner,
      { mint: sbd.mint.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(byMint.value.map((a) => a.pubkey)).toEqual([sbdAccount.toBase58()]);
  });

  it('getTokenAccountsByOwner defaults to the legacy binary encoding, too small for a token account', async () => {
    const { call, fail, owner, usd, usdAccount } = walletWithTokens();
    expect((await fail('getTokenAccountsByOwner', [owner, { mint: usd.mint.toBase58() }])).code).toBe(-32600);
    const sliced = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      owner,
      { mint: usd.mint.toBase58() },
      { dataSlice: { offset: 64, length: 8 } },
    ]);
    expect(sliced.value).toEqual([
      {
        pubkey: usdAccount.toBase58(),
        account: expect.objectContaining({
          data: bs58.encode(Buffer.from([0x20, 0xbc, 0xbe, 0, 0, 0, 0, 0])),
        }) as unknown,
      },
    ]);
  });

  it('getTokenAccountsByOwner follows accounts created and closed after its first answer', async () => {
    const { call, ledger, payer, owner, usd, usdAccount } = walletWithTokens();
    const list = async () =>
      (
        await call<{ value: Keyed }>('getTokenAccountsByOwner', [owner, { programId: SPL }, { encoding: 'base64' }])
      ).value.map((a) => a.pubkey);
    expect(await list()).toEqual([usdAccount.toBase58()]);
    const other = createMint(ledger, payer, 0);
    const otherAccount = mintToOwner(ledger, payer, other, new PublicKey(owner), 1n);
    expect(await list()).toEqual([usdAccount.toBase58(), otherAccount.toBase58()].sort());
    // Burn the balance and close the account: it leaves the list.
    const ownerKey = Keypair.generate();
    const closing = mintToOwner(ledger, payer, usd, ownerKey.publicKey, 0n);
    const before = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      ownerKey.publicKey.toBase58(),
      { mint: usd.mint.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(before.value.map((a) => a.pubkey)).toEqual([closing.toBase58()]);
    land(
      ledger,
      legacyTx(
        ledger,
        payer,
        [createCloseAccountInstruction(closing, payer.publicKey, ownerKey.publicKey)],
        [ownerKey],
      ),
    );
    const after = await call<{ value: Keyed }>('getTokenAccountsByOwner', [
      ownerKey.publicKey.toBase58(),
      { mint: usd.mint.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(after.value).toEqual([]);
  });

  it('getTokenAccountsByOwner refuses bad filters with agave wording', async () => {
    const { fail, owner, usd } = walletWithTokens();
    expect((await fail('getTokenAccountsByOwner', [owner, { programId: randomAddress() }])).message).toBe(
      'Invalid param: unrecognized Token program id',
    );
    expect((await fail('getTokenAccountsByOwner', [owner, { mint: randomAddress() }])).message).toBe(
      'Invalid param: could not find mint',
    );
    expect((await fail('getTokenAccountsByOwner', [owner, { mint: owner }])).code).toBe(-32602);
    expect((await fail('getTokenAccountsByOwner', [owner])).message).toBe('Invalid params: missing filter (params[1])');
    const both = await fail('getTokenAccountsByOwner', [owner, { mint: usd.mint.toBase58(), programId: SPL }]);
    expect(both.message).toMatch(/^Invalid params: filter \(params\[1\]\)/);
  });

  it('getTokenAccountBalance and getTokenSupply give UiTokenAmounts for both programs', async () => {
    const { call, fail, usd, sbd, usdAccount, sbdAccount } = walletWithTokens();
    expect(await call('getTokenAccountBalance', [usdAccount.toBase58()])).toMatchObject({
      value: { amount: '12500000', decimals: 6, uiAmount: 12.5, uiAmountString: '12.5' },
    });
    expect(await call('getTokenAccountBalance', [sbdAccount.toBase58()])).toMatchObject({
      value: { amount: '3000000000', decimals: 9, uiAmount: 3, uiAmountString: '3' },
    });
    expect(await call('getTokenSupply', [usd.mint.toBase58()])).toMatchObject({
      value: { amount: '12500000', decimals: 6, uiAmountString: '12.5' },
    });
    expect(await call('getTokenSupply', [sbd.mint.toBase58()])).toMatchObject({ value: { amount: '3000000000' } });
    expect((await fail('getTokenAccountBalance', [randomAddress()])).message).toBe(
      'Invalid param: could not find account',
    );
    expect((await fail('getTokenAccountBalance', [usd.mint.toBase58()])).message).toBe(
      'Invalid param: not a Token account',
    );
    expect((await fail('getTokenSupply', [usdAccount.toBase58()])).message).toBe('Invalid param: not a Token mint');
    expect((await fail('getTokenSupply', [randomAddress()])).message).toBe('Invalid param: could not find account');
  });

  it('getTokenLargestAccounts lists the accounts of a mint by amount, largest first, for both programs', async () => {
    const { ledger, call, fail, payer, usd, sbd, usdAccount, sbdAccount } = walletWithTokens();
    const bigger = mintToOwner(ledger, payer, usd, Keypair.generate().publicKey, 40_000_000n);
    const largest = await call<{ value: unknown[] }>('getTokenLargestAccounts', [usd.mint.toBase58()]);
    expect(largest.value).toEqual([
      { address: bigger.toBase58(), amount: '40000000', decimals: 6, uiAmount: 40, uiAmountString: '40' },
      { address: usdAccount.toBase58(), amount: '12500000', decimals: 6, uiAmount: 12.5, uiAmountString: '12.5' },
    ]);
    expect(await call('getTokenLargestAccounts', [sbd.mint.toBase58()])).toMatchObject({
      value: [{ address: sbdAccount.toBase58(), amount: '3000000000', decimals: 9 }],
    });
    expect((await fail('getTokenLargestAccounts', [usdAccount.toBase58()])).message).toBe(
      'Invalid param: not a Token mint',
    );
    expect((await fail('getTokenLargestAccounts', [randomAddress()])).message).toBe(
      'Invalid param: could not find account',
    );
  });
});
