import { TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { bindDcaOpen } from '../dca-open';
import { policyFor } from '../programs';
import { DCA_ATTACKS } from './dca-attacks';
import { key, run, W, wallet } from './kit';
import { scenarios } from './scenarios';

const create = scenarios().find((s) => s.statement.policy?.dcaOpen);

describe('recurring create before the destination was bound', () => {
  // The statement the page sent until then: only what leaves the wallet, no order to open.
  const before = create && { ...create, statement: { ...create.statement, policy: policyFor('recurring') } };

  it.each(DCA_ATTACKS)('accepted: $name', async (attack) => {
    if (!before) throw new Error('no recurring create scenario');
    const variant = { ...attack.build(before), statement: before.statement };
    expect(await run(before, variant)).toMatchObject({ ok: true });
  });
});

describe('the openDca (v1) layout', () => {
  it('binds the same order: no payer account, the mints right after the user', () => {
    const spec = create?.statement.policy?.dcaOpen;
    const v2 = create?.ixs[1];
    if (!spec || !v2) throw new Error('no recurring create scenario');
    const data = Uint8Array.from(v2.data);
    data.set([36, 65, 185, 54, 1, 210, 100, 163]);
    const keys = v2.keys.filter((_, i) => i !== 2);
    const v1 = new TransactionInstruction({
      programId: v2.programId,
      keys,
      data: data as TransactionInstruction['data'],
    });
    const message = new TransactionMessage({ payerKey: wallet, recentBlockhash: key().toBase58(), instructions: [v1] });
    const tx = new VersionedTransaction(message.compileToV0Message());
    expect(bindDcaOpen(tx, W, spec)).toEqual({ ok: true, dca: keys[0]?.pubkey.toBase58() });
  });
});
