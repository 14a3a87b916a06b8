import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../../utils/base64';
import { checkedCreateTx } from './checked-create';
import { honestInstructions, launch, txOf } from './create-tx-fixtures';
import { PRESETS, type LaunchFields } from './launch-params';

const LOCKED = 100_000_000n * 1_000_000n;
const RPC = 'http://127.0.0.1:1/rpc';
const text = { description: '', website: '', twitter: '', telegram: '', image: null, devBuy: '' };

function answerOf(locked: bigint) {
  const l = launch(locked);
  const uri = l.agreed.metadataUris[0] ?? '';
  return {
    l,
    answer: {
      transaction: bytesToBase64(txOf(l.wallet, honestInstructions(l)).serialize()),
      mint: l.agreed.mint,
      imagePresignedUrl: `${uri.replace('metadata', 'images')}?sig=1`,
      metadataPresignedUrl: `${uri}?sig=2`,
      imageUrl: uri.replace('metadata', 'images'),
    },
  };
}

describe('checkedCreateTx', () => {
  it('binds the form: its name and symbol as typed (trimmed), its vested share, its quote token', async () => {
    const { l, answer } = answerOf(LOCKED);
    const indie: LaunchFields = { ...PRESETS.Indie, ...text, name: ' Sandbox Cat ', symbol: 'SCAT' };
    const tx = await checkedCreateTx(answer, indie, { wallet: l.agreed.wallet, endpoint: RPC });
    // The wallet, the new mint and the pool authority sign it.
    expect(tx.signatures).toHaveLength(3);
    const meme: LaunchFields = { ...PRESETS.Meme, ...text, name: 'Sandbox Cat', symbol: 'SCAT' };
    await expect(checkedCreateTx(answer, meme, { wallet: l.agreed.wallet, endpoint: RPC })).rejects.toMatchObject({
      failure: { kind: 'refused', message: expect.stringMatching(/puts 900,000,000 tokens on the curve/) as string },
    });
    await expect(
      checkedCreateTx(answer, { ...indie, quote: 'SOL' }, { wallet: l.agreed.wallet, endpoint: RPC }),
    ).rejects.toMatchObject({
      failure: { message: expect.stringMatching(/no curve vault for the quote token you chose/) as string },
    });
  });

  it('calls bytes that are no transaction unreadable', async () => {
    const { l, answer } = answerOf(0n);
    const fields: LaunchFields = { ...PRESETS.Meme, ...text, name: 'Sandbox Cat', symbol: 'SCAT' };
    await expect(
      checkedCreateTx({ ...answer, transaction: 'AQID' }, fields, { wallet: l.agreed.wallet, endpoint: RPC }),
    ).rejects.toMatchObject({
      failure: { kind: 'unreadable' },
    });
  });
});
