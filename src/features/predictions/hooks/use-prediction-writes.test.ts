import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CraftedTx, TxActionOptions } from '../../../hooks/tx/use-tx-action';
import { USDC } from '../utils/statements';
import type { TicketQuote } from '../utils/ticket';
import { ataOf, encoded, key, tokenIx } from '../utils/tx-fixtures';
import { useBet, useClaim, useSell } from './use-prediction-writes';

const wallet = key();
const api = vi.hoisted(() => ({ createOrder: vi.fn(), closePosition: vi.fn(), claimPosition: vi.fn() }));
vi.mock('../../../api/prediction/endpoints', () => api);
// The hooks run outside React here: their one ref is a plain object.
vi.mock('react', async (actual) => ({
  ...(await actual<typeof import('react')>()),
  useRef: (current: unknown) => ({ current }),
}));
vi.mock('../../../hooks/use-api-client', () => ({ useApiClient: () => ({}) }));
vi.mock('../../../hooks/wallet/use-wallet', () => ({ useWallet: () => ({ publicKey: wallet }) }));
// The hooks' crafts are what is under test: the write path itself is lib/tx's.
vi.mock('../../../hooks/tx/use-tx-action', async (actual) => ({
  ...(await actual<typeof import('../../../hooks/tx/use-tx-action')>()),
  useTxAction: (options: unknown) => options,
}));

type Craft<V> = (vars: V) => Promise<CraftedTx>;
const craftOf = <V>(hook: () => unknown) => (hook() as TxActionOptions<V, unknown>).craft as Craft<V>;

const orderOf = (transaction: string, order: Record<string, unknown> = {}) => ({
  transaction,
  txMeta: { blockhash: 'b', lastValidBlockHeight: 1 },
  order: { orderPubkey: null, contracts: 0n, ...order },
});

const [yesMint, position] = [key(), key()];
const quote = { deposit: 10_000_000n, contractsMicro: 14_600_000n, minContractsMicro: 14_000_000n } as TicketQuote;
const bet = { marketId: 'm', marketTitle: 'M', side: 'yes' as const, quote, depositMint: USDC.mint };
const sell = {
  positionPubkey: position.toBase58(),
  marketTitle: 'M',
  side: 'yes' as const,
  heldMicro: 10_000_000n,
  contractsMicro: null,
  payoutMint: USDC.mint,
  floor: 600_000n,
  minProceeds: 5_800_000n,
};
const claim = { ...sell, payout: 10_000_000n };
const burnTx = encoded(tokenIx(8, position, yesMint, 10_000_000n));

beforeEach(() => vi.clearAllMocks());

describe('a bet is bound to the side the page showed', () => {
  const honest = () => tokenIx(7, yesMint, ataOf(wallet, yesMint), 14_600_000n);
  const run = (transaction: string) => {
    api.createOrder.mockResolvedValue(orderOf(transaction));
    return craftOf<typeof bet & { contractsMint: string }>(useBet)({ ...bet, contractsMint: yesMint.toBase58() });
  };

  it('asks for the side’s mint in the wallet, at least the ticket’s minimum', async () => {
    const crafted = await run(encoded(honest()));
    expect(crafted.statement.receive).toEqual([{ mint: yesMint.toBase58(), min: 14_000_000n, to: wallet.toBase58() }]);
  });

  it('refuses an order that mints another mint', async () => {
    await expect(run(encoded(tokenIx(7, key(), ataOf(wallet, yesMint), 14_600_000n)))).rejects.toThrow(
      /would mint another token .* instead of this market's YES contracts: not signed/,
    );
  });

  it('refuses an order that mints the side’s contracts to another owner', async () => {
    await expect(run(encoded(tokenIx(7, yesMint, ataOf(key(), yesMint), 14_600_000n)))).rejects.toThrow(
      /YES contracts in another account .*, not your wallet's: not signed/,
    );
  });

  it('refuses an order that also mints another mint beside the side’s', async () => {
    const extra = tokenIx(7, key(), ataOf(wallet, yesMint), 1n);
    await expect(run(encoded(honest(), extra))).rejects.toThrow(/another token/);
  });
});

describe('a sell is held to the floor on screen', () => {
  const run = (minSellPriceUsd: bigint | null) => {
    api.closePosition.mockResolvedValue(orderOf(burnTx, { minSellPriceUsd }));
    return craftOf<typeof sell>(useSell)(sell);
  };

  it('refuses an order whose own floor is below the one shown', async () => {
    await expect(run(300_000n)).rejects.toThrow(/as low as 30¢ a contract, below the 60¢ floor you saw: not signed/);
  });

  it('asks for the proceeds shown even when the order names no floor', async () => {
    const crafted = await run(null);
    expect(crafted.statement.receive).toEqual([{ mint: USDC.mint, min: 5_800_000n, to: wallet.toBase58() }]);
  });

  it('a higher floor in the order does not raise or lower the bound', async () => {
    const crafted = await run(900_000n);
    expect(crafted.statement.receive).toEqual([{ mint: USDC.mint, min: 5_800_000n, to: wallet.toBase58() }]);
  });
});

describe('a claim is held to the payout the position showed', () => {
  const run = (payoutAmountUsd: bigint | undefined) => {
    api.claimPosition.mockResolvedValue({ ...orderOf(burnTx), position: { payoutAmountUsd } });
    return craftOf<typeof claim>(useClaim)(claim);
  };

  it('refuses a claim that says it pays less', async () => {
    await expect(run(1_000_000n)).rejects.toThrow(/pay only \$1\.00, less than the \$10\.00 the position shows/);
  });

  it('asks for the shown payout when the answer names none', async () => {
    const crafted = await run(undefined);
    expect(crafted.statement.receive).toEqual([{ mint: USDC.mint, min: 10_000_000n, to: wallet.toBase58() }]);
    expect(crafted.summary).toBe('Claim $10.00 · M');
  });
});
