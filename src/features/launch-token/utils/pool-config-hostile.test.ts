import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { configAccountOf, LAUNCH_CONFIG_ATTACKS } from '../../../lib/tx/hostile/launch-config-attacks';
import { createTxProblem } from './create-tx-check';
import { dbcCreate, honestConfigOf, launch, txOf } from './create-tx-fixtures';
import { PRESETS, type CurveFields } from './launch-params';
import { configAgreedOf, poolConfigProblem } from './pool-config-check';

const KEY = Keypair.generate().publicKey;
const form: CurveFields = { ...PRESETS.Indie, cliff: 31_536_000, cliffUnlockPercent: '2' };
const agreed = configAgreedOf(form);
const honest = honestConfigOf(agreed);

describe('studio: launch create, the DBC pool config it names', () => {
  it('the honest config passes', () => {
    expect(poolConfigProblem(configAccountOf(honest), KEY.toBase58(), agreed)).toBeNull();
  });

  it.each(LAUNCH_CONFIG_ATTACKS)('refuses $name', (attack) => {
    const problem = poolConfigProblem(attack.build(honest), KEY.toBase58(), agreed);
    expect(problem).toMatch(attack.refusal);
    expect(problem).toMatch(/^The create transaction names a pool config that .*: not signed\.$/);
  });
});

describe('before the config was bound: the transaction check alone', () => {
  // The create naming any of these configs reads the same: createTxProblem was the whole pre-sign check.
  it.each(LAUNCH_CONFIG_ATTACKS)('accepted: $name', () => {
    const l = launch(0n);
    const create = dbcCreate(
      { creator: l.wallet, mint: l.mint, payer: l.wallet, config: KEY },
      { name: l.agreed.name, symbol: l.agreed.symbol, uri: l.agreed.metadataUris[0] ?? '' },
    );
    expect(createTxProblem(txOf(l.wallet, [create]), l.agreed)).toBeNull();
  });
});
