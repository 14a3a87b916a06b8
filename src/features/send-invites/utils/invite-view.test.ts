import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { codeFromHash, inviteLink } from './invite-link';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';
import { clawbackStatement, INVITE_FEES_MAX, sendStatement } from './invite-statement';
import { actionLabel, expiresSoon, expiryText, inviteAmountText, pendingTotals } from './invite-view';

const { SOL, USDC } = KNOWN_TOKENS;
const labelOf = (mint: string) => [SOL, USDC].find((t) => t.mint === mint);
const W = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';

describe('invite view', () => {
  it('counts down coarsely, then finely, then says expired', () => {
    const now = 1_000_000;
    expect(expiryText(now + 7 * 86_400_000, now)).toBe('7 d 0 h left');
    expect(expiryText(now + 3 * 3_600_000 + 5 * 60_000, now)).toBe('3 h 5 min left');
    expect(expiryText(now + 45 * 60_000 + 1, now)).toBe('45 min left');
    expect(expiryText(now + 1_500, now)).toBe('2 s left');
    expect(expiryText(now, now)).toBe('Expired');
  });

  it('reminds within the last 24 h only, not once expired', () => {
    const now = 1_000_000;
    expect(expiresSoon(now + 86_400_000, now)).toBe(false);
    expect(expiresSoon(now + 86_400_000 - 1, now)).toBe(true);
    expect(expiresSoon(now + 1, now)).toBe(true);
    expect(expiresSoon(now, now)).toBe(false);
  });

  it('names amounts with the token, native SOL for a null mint', () => {
    expect(inviteAmountText({ amount: 5_000_000n, mint: USDC.mint }, labelOf)).toBe('5 USDC');
    expect(inviteAmountText({ amount: 250_000_000n, mint: null }, labelOf)).toBe('0.25 SOL');
    expect(inviteAmountText({ amount: 7n, mint: W }, labelOf)).toBe('7 units of HYbx…1hBf');
  });

  it('totals pending amounts per token, SOL by either name', () => {
    const totals = pendingTotals([
      { amount: 1n, mint: USDC.mint },
      { amount: 2n, mint: null },
      { amount: 3n, mint: USDC.mint },
      { amount: 4n, mint: SOL.mint },
    ]);
    expect(totals).toEqual([
      { mint: USDC.mint, amount: 4n },
      { mint: SOL.mint, amount: 6n },
    ]);
  });

  it('shows known history actions in words and any other as sent', () => {
    expect(actionLabel('claimed')).toBe('Claimed');
    expect(actionLabel('clawback')).toBe('Clawed back');
    expect(actionLabel('expired')).toBe('Expired, returned');
    expect(actionLabel('refunded_v2')).toBe('refunded_v2');
    expect(actionLabel(null)).toBe('Unknown');
  });
});

describe('invite link', () => {
  it('puts the code in the fragment of the app’s own claim page and reads it back', () => {
    const link = inviteLink('https://app.test', '7Kq2mXvB9pRt');
    expect(link).toBe('https://app.test/invites/claim#7Kq2mXvB9pRt');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(codeFromHash(url.hash)).toBe('7Kq2mXvB9pRt');
    expect(codeFromHash('#nope')).toBeNull();
  });
});

describe('invite statements', () => {
  it('create: exactly the amount of the token, all of it to the invite PDA, and the named fee in SOL', () => {
    expect(sendStatement(W, USDC.mint, 5_000_000n, 2_100_000n, 'PDA')).toMatchObject({
      wallet: W,
      send: [{ mint: USDC.mint, max: 5_000_000n }],
      receive: [{ mint: USDC.mint, min: 5_000_000n, to: 'PDA' }],
      feesMax: 2_100_000n,
    });
    // A service naming a larger fee gets the ceiling, not its number.
    expect(sendStatement(W, USDC.mint, 5_000_000n, 4_000_000_000n, 'PDA').feesMax).toBe(INVITE_FEES_MAX);
  });

  it('clawback: the amount comes back, only the fee leaves (and a token account’s rent)', () => {
    expect(clawbackStatement(W, SOL.mint, 9n)).toMatchObject({
      wallet: W,
      send: [],
      receive: [{ mint: SOL.mint, min: 9n, to: W }],
      feesMax: 10_000n,
    });
    expect(clawbackStatement(W, USDC.mint, 9n).feesMax).toBe(10_000n + TOKEN_ACCOUNT_RENT);
  });
});
