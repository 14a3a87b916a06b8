import { TOKEN_PROGRAM } from '../chain/programs';
import { type Seeding, pastMs, writeTokenAccount } from '../kit/wallet-seeding';
import { readMintSupply, withSupply } from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { ensureEscrowHolds, ensureMarketAccounts, outcomeMint, positionAddress } from './accounts';
import { MICRO } from './book';
import type { PredictionService } from './service';
import type { PositionRecord } from './state';

const PREDICTION_POSITIONS = 300;

/**
 * Positions as the exchange keeps them (one a side of each market in turn): the wallet's outcome-token account on the ledger holding its contracts (the
 * mint's supply raised by as much), the market's escrow backing them, the record in the family's state.
 */
export function seedPredictionPositions(service: PredictionService, s: Seeding) {
  const { ledger, seed } = s;
  const markets = [...service.markets.world.marketById.values()];
  const nowS = Math.floor(s.now / 1000);
  let made = 0;
  for (let i = 0; made < PREDICTION_POSITIONS && i < markets.length * 2; i++) {
    const market = markets[i % markets.length];
    if (!market) break;
    const isYes = i < markets.length;
    const pubkey = positionAddress(seed, s.address, market.marketId, isYes);
    const contracts = s.rng.int(1, 500) * MICRO;
    const price = s.rng.range(0.05, 0.95);
    const opened = Math.floor(pastMs(s) / 1000);
    const days = s.rng.int(0, 30);
    made++;
    // Seeded before: kept as it is (a second seeding changes nothing).
    if (service.state.positions[pubkey]) continue;
    const cost = Math.round((contracts / MICRO) * price * MICRO);
    ensureMarketAccounts(ledger, seed, market.marketId);
    ensureEscrowHolds(ledger, seed, market.marketId, BigInt(contracts), WELL_KNOWN_MINTS.USDC);
    const mint = outcomeMint(seed, market.marketId, isYes);
    const mintAccount = ledger.getAccount(mint);
    if (!mintAccount) throw new Error(`no outcome mint for ${market.marketId}`);
    const supply = readMintSupply(mintAccount.data) + BigInt(contracts);
    ledger.setAccount(mint, { ...mintAccount, data: withSupply(mintAccount.data, supply) });
    writeTokenAccount(ledger, pubkey, { id: mint, tokenProgram: TOKEN_PROGRAM }, s.address, BigInt(contracts));
    const position: PositionRecord = {
      pubkey,
      owner: s.address,
      marketId: market.marketId,
      isYes,
      depositMint: WELL_KNOWN_MINTS.USDC,
      totalCost: cost,
      feesPaid: Math.round(cost / 100),
      realizedPnl: 0,
      bought: contracts,
      claimed: false,
      claimedUsd: 0,
      lost: false,
      openedAt: opened,
      updatedAt: Math.min(nowS, opened + days * 86_400),
    };
    service.state.positions[pubkey] = position;
  }
  service.deps.markDirty();
  return { positions: made };
}
