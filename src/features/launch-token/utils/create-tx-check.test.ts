import {
  AuthorityType,
  createInitializeMint2Instruction,
  createInitializePermanentDelegateInstruction,
  createInitializeMetadataPointerInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID as T22,
} from '@solana/spl-token';
import { Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { STUDIO_TOTAL_SUPPLY } from '../../../utils/studio-curve';
import { createTxProblem, metadataUrisOf } from './create-tx-check';
import {
  ata,
  dbcCreate,
  honestInstructions,
  launch,
  metadataInitialize,
  txOf,
  type Launch,
} from './create-tx-fixtures';

const WHOLE = 1_000_000n;
const LOCKED = 100_000_000n * WHOLE;
const stranger = () => Keypair.generate().publicKey;

/** The honest instructions with the one at `index` (counted as in `honestInstructions`) replaced. */
function swapped(l: Launch, index: number, ...by: TransactionInstruction[]) {
  const ixs = honestInstructions(l);
  ixs.splice(index, 1, ...by);
  return createTxProblem(txOf(l.wallet, ixs), l.agreed);
}

const mintTo = (l: Launch, to: PublicKey, amount: bigint) =>
  createMintToInstruction(l.mint, to, l.authority, amount, [], T22);
const named = (l: Launch, name: string, symbol: string, uri: string) =>
  metadataInitialize(l.mint, l.authority, name, symbol, uri);

describe('createTxProblem: the sandbox shape', () => {
  it.each([0n, LOCKED])('passes the honest create transaction (locked %s)', (locked) => {
    const l = launch(locked);
    expect(createTxProblem(txOf(l.wallet, honestInstructions(l)), l.agreed)).toBeNull();
  });

  it('refuses another name, another symbol, another metadata URI', () => {
    const l = launch();
    const uri = l.agreed.metadataUris[0] ?? '';
    expect(swapped(l, 4, named(l, 'Rug Cat', 'SCAT', uri))).toBe(
      'The create transaction names the token "Rug Cat", not "Sandbox Cat": not signed.',
    );
    expect(swapped(l, 4, named(l, 'Sandbox Cat', 'RUG', uri))).toMatch(/gives the symbol "RUG", not "SCAT"/);
    expect(swapped(l, 4, named(l, 'Sandbox Cat', 'SCAT', 'https://evil.example/m.json'))).toMatch(
      /points the token's metadata to "https:\/\/evil.example\/m.json", not to the file this page uploads/,
    );
  });

  it('refuses metadata kept elsewhere than on the token', () => {
    const l = launch();
    const pointer = createInitializeMetadataPointerInstruction(l.mint, l.authority, stranger(), T22);
    expect(swapped(l, 2, pointer)).toMatch(/metadata somewhere other than the token itself/);
  });

  it('refuses supply minted to a stranger, beside the curve or beside the vesting vault', () => {
    const l = launch();
    const half = STUDIO_TOTAL_SUPPLY / 2n;
    expect(swapped(l, 7, mintTo(l, l.curveVault, half), mintTo(l, stranger(), half))).toMatch(
      /puts 500,000,000 tokens on the curve, not 1,000,000,000 tokens/,
    );
    const v = launch(LOCKED);
    const curve = STUDIO_TOTAL_SUPPLY - LOCKED;
    const thief = stranger();
    const extra = [
      ata(v.wallet, thief, v.mint),
      mintTo(v, getAssociatedTokenAddressSync(v.mint, thief, false, T22), 1n),
    ];
    expect(swapped(v, 7, mintTo(v, v.curveVault, curve - 1n), ...extra)).toMatch(/puts 899,999,999.999999 tokens/);
    expect(swapped(v, 9, mintTo(v, v.vestingVault, LOCKED - 1n), ...extra)).toMatch(
      /mints 100,000,000 tokens outside the curve, where you chose to lock 100,000,000 tokens/,
    );
    // The vested share sent to an account the transaction does not open as the token's vault.
    expect(swapped(v, 9, mintTo(v, stranger(), LOCKED))).toMatch(/mints 100,000,000 tokens to .* instead of a vesting/);
  });

  it('refuses the vested tokens minted to the creator unlocked', () => {
    const l = launch(LOCKED);
    const own = getAssociatedTokenAddressSync(l.mint, l.wallet, false, T22);
    const ixs = honestInstructions(l);
    ixs.splice(8, 2, ata(l.wallet, l.wallet, l.mint), mintTo(l, own, LOCKED));
    expect(createTxProblem(txOf(l.wallet, ixs), l.agreed)).toMatch(/to your own wallet \(unlocked\)/);
  });

  it('refuses a vesting amount other than the form chose', () => {
    const l = launch(LOCKED);
    const ixs = honestInstructions(l);
    const half = LOCKED / 2n;
    ixs.splice(7, 1, mintTo(l, l.curveVault, STUDIO_TOTAL_SUPPLY - half));
    ixs.splice(9, 1, mintTo(l, l.vestingVault, half));
    expect(createTxProblem(txOf(l.wallet, ixs), l.agreed)).toMatch(/puts 950,000,000 tokens on the curve/);
    const none = launch(LOCKED);
    const curveOnly = honestInstructions(none).filter((_, i) => i !== 8 && i !== 9);
    curveOnly.splice(7, 1, mintTo(none, none.curveVault, STUDIO_TOTAL_SUPPLY));
    expect(createTxProblem(txOf(none.wallet, curveOnly), none.agreed)).toMatch(/puts 1,000,000,000 tokens/);
  });

  it('refuses a supply other than the fixed one', () => {
    const l = launch();
    expect(swapped(l, 7, mintTo(l, l.curveVault, STUDIO_TOTAL_SUPPLY * 2n))).toMatch(
      /mints 2,000,000,000 tokens, not the fixed 1,000,000,000 tokens/,
    );
  });

  it('refuses a mint authority kept or handed on, and a freeze authority', () => {
    const l = launch();
    const last = honestInstructions(l).length - 1;
    expect(swapped(l, last)).toMatch(/does not give up minting for good \(supply not fixed\)/);
    const handed = createSetAuthorityInstruction(l.mint, l.authority, AuthorityType.MintTokens, stranger(), [], T22);
    expect(swapped(l, last, handed)).toMatch(/supply not fixed\) to /);
    expect(swapped(l, 3, createInitializeMint2Instruction(l.mint, 6, l.authority, stranger(), T22))).toMatch(
      /keeps a freeze authority/,
    );
  });

  it('refuses another creator paying, another token, and a Token-2022 extension no launch has', () => {
    const l = launch();
    expect(createTxProblem(txOf(stranger(), honestInstructions(l)), l.agreed)).toMatch(
      /is paid by .* as the creator, not by your wallet/,
    );
    const other = { ...l.agreed, mint: stranger().toBase58() };
    expect(createTxProblem(txOf(l.wallet, honestInstructions(l)), other)).toMatch(/creates the token/);
    const delegate = createInitializePermanentDelegateInstruction(l.mint, stranger(), T22);
    expect(swapped(l, 2, delegate, honestInstructions(l)[2] as TransactionInstruction)).toMatch(
      /carries a Token-2022 instruction no launch needs \(instruction 3, kind 35\)/,
    );
  });
});

describe('createTxProblem: the Meteora DBC create', () => {
  const dbc = (l: Launch, over: Partial<{ creator: PublicKey; name: string; uri: string }> = {}) =>
    createTxProblem(
      txOf(l.wallet, [
        dbcCreate(
          { creator: over.creator ?? l.wallet, mint: l.mint, payer: l.wallet },
          { name: over.name ?? 'Sandbox Cat', symbol: 'SCAT', uri: over.uri ?? l.agreed.metadataUris[0] ?? '' },
        ),
      ]),
      l.agreed,
    );

  it('passes its honest create and refuses another creator, name or URI', () => {
    const l = launch();
    expect(dbc(l)).toBeNull();
    expect(dbc(l, { creator: stranger() })).toMatch(/names .* as the creator/);
    expect(dbc(l, { name: 'Rug' })).toMatch(/names the token "Rug"/);
    expect(dbc(l, { uri: 'https://evil.example' })).toMatch(/points the token's metadata/);
  });
});

describe('metadataUrisOf', () => {
  it('is the presigned upload without its signature, and the documented static host', () => {
    expect(
      metadataUrisOf({ mint: 'M1', metadataPresignedUrl: 'http://127.0.0.1:8787/studio-uploads/metadata/M1?sig=x' }),
    ).toEqual(['https://static-create.jup.ag/metadata/M1.json', 'http://127.0.0.1:8787/studio-uploads/metadata/M1']);
  });
});
