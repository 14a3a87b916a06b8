import { DEPOSIT_MINTS, escrowAddress, tokenBalance, vaultAddress } from './accounts';
import { MICRO } from './book';
import { crowdTrades, type Period, PERIODS, SYNTHETIC_TRADERS, syntheticTrader, type TradeFacts } from './crowd';
import { badParam } from './errors';
import type { Markets } from './markets';
import { addressOf, enumOf, intOf, type Query } from './query';
import type { PredictionState } from './state';
import { realizedOf, traderStats } from './trader-stats';
import type { Trading } from './trading';

const DAY = 86_400;
const INTERVALS = { '24h': DAY, '1w': 7 * DAY, '1m': 30 * DAY } as const;

/** Supplement §11 reads: profiles, P&L, leaderboards, the trade feed, suggestions and the vault (the crowd: crowd.ts). */
export class Social {
  constructor(
    private readonly state: PredictionState,
    private readonly markets: Markets,
    private readonly trading: Trading,
    private readonly seed: string,
  ) {}

  private stats(owner: string, since = 0) {
    return traderStats(this.state, this.markets, this.trading, owner, since);
  }

  profile(ownerRaw: string) {
    const owner = addressOf(ownerRaw, 'ownerPubkey', true);
    const s = this.stats(owner);
    return {
      ownerPubkey: owner,
      realizedPnlUsd: String(s.realized),
      totalVolumeUsd: String(s.volume),
      predictionsCount: String(s.predictions),
      correctPredictions: String(s.correct),
      wrongPredictions: String(s.wrong),
      totalActiveContracts: String(Math.floor(s.active / MICRO)),
      totalActiveContractsMicro: String(s.active),
      totalActiveContractsDecimal: (s.active / MICRO).toFixed(2),
      totalPositionsValueUsd: String(s.value),
    };
  }

  pnlHistory(ownerRaw: string, q: Query) {
    const owner = addressOf(ownerRaw, 'ownerPubkey', true);
    const interval = enumOf(q, 'interval', ['24h', '1w', '1m'] as const) ?? '24h';
    const count = intOf(q, 'count', 1, 1000) ?? 24;
    const now = this.markets.nowS();
    const span = INTERVALS[interval];
    const rows = this.state.history.filter((h) => h.owner === owner).sort((a, b) => a.timestamp - b.timestamp);
    const history = Array.from({ length: count }, (_, i) => {
      const timestamp = Math.round(now - span + (span * (i + 1)) / count);
      const realized = rows.filter((h) => h.timestamp <= timestamp).reduce((sum, h) => sum + realizedOf(h), 0);
      return { timestamp, realizedPnlUsd: String(realized) };
    });
    return { ownerPubkey: owner, history };
  }

  leaderboards(q: Query) {
    const period = enumOf(q, 'period', ['all_time', 'weekly', 'monthly'] as const) ?? 'all_time';
    const metric = enumOf(q, 'metric', ['pnl', 'volume', 'win_rate'] as const) ?? 'pnl';
    const limit = intOf(q, 'limit', 1, 100) ?? 20;
    const since = period === 'all_time' ? 0 : this.markets.nowS() - PERIODS[period];
    const owners = [...new Set(Object.values(this.state.positions).map((p) => p.owner))];
    const real = owners.map((owner) => {
      const s = this.stats(owner, since);
      const decided = s.correct + s.wrong;
      return {
        ownerPubkey: owner,
        realizedPnlUsd: s.realized,
        totalVolumeUsd: s.volume,
        winRate: decided ? s.correct / decided : 0,
        predictionsCount: s.predictions,
      };
    });
    const rows = [
      ...Array.from({ length: SYNTHETIC_TRADERS }, (_, i) => syntheticTrader(this.seed, i, period)),
      ...real,
    ];
    const key = (r: (typeof rows)[number]) =>
      metric === 'pnl' ? r.realizedPnlUsd : metric === 'volume' ? r.totalVolumeUsd : r.winRate;
    const ranked = rows.sort((a, b) => key(b) - key(a) || a.ownerPubkey.localeCompare(b.ownerPubkey));
    const summary = Object.fromEntries(
      (Object.keys(PERIODS) as Period[]).map((p) => {
        const traders = Array.from({ length: SYNTHETIC_TRADERS }, (_, i) => syntheticTrader(this.seed, i, p));
        const volume = traders.reduce((sum, t) => sum + t.totalVolumeUsd, 0);
        return [p, { totalVolumeUsd: String(volume), traders: traders.length + owners.length }];
      }),
    );
    return {
      data: ranked.slice(0, limit).map((r, i) => ({
        rank: i + 1,
        ownerPubkey: r.ownerPubkey,
        realizedPnlUsd: String(r.realizedPnlUsd),
        totalVolumeUsd: String(r.totalVolumeUsd),
        winRate: r.winRate,
        predictionsCount: r.predictionsCount,
      })),
      summary,
    };
  }

  private tradeJson({ marketId, id, owner, timestamp, buy, yes, amount, price }: TradeFacts) {
    const market = this.markets.market(marketId);
    const event = market ? this.markets.event(market.eventId) : undefined;
    if (!market || !event) return null;
    const side = yes ? 'yes' : 'no';
    return {
      id,
      ownerPubkey: owner,
      marketId,
      message: `${buy ? 'Bought' : 'Sold'} ${side.toUpperCase()} on "${market.title}" for $${(amount / MICRO).toFixed(2)}`,
      timestamp,
      action: buy ? 'buy' : 'sell',
      side,
      eventTitle: event.title,
      marketTitle: market.title,
      amountUsd: String(amount),
      priceUsd: String(price),
      eventImageUrl: this.markets.imageUrl(event.eventId),
      eventId: event.eventId,
      isTeamMarket: market.isTeamMarket,
      marketOptions: market.marketOptions,
    };
  }

  /** Wallet fills and the seeded crowd's (one per 30 s of sandbox time); `marketId`/`eventId` are extensions. */
  trades(q: Query) {
    const limit = intOf(q, 'limit', 1, 100) ?? 50;
    const only = q.marketId ? this.markets.market(q.marketId) : undefined;
    if (q.marketId && !only) throw badParam('marketId', `Market ${q.marketId} not found`, 'resource_missing');
    const event = q.eventId ? this.markets.event(q.eventId) : undefined;
    if (q.eventId && !event) throw badParam('eventId', `Event ${q.eventId} not found`, 'resource_missing');
    const open = only
      ? [only]
      : (event?.markets ?? this.markets.world.events.flatMap((e) => e.markets)).filter(
          (m) => this.markets.phase(m) === 'open',
        );
    const crowd = crowdTrades(this.seed, this.markets, { open, only, limit }, (t) => this.tradeJson(t));
    const mine = this.state.history
      .filter((h) => h.eventType === 'order_filled' && (!only || h.marketId === only.marketId))
      .filter((h) => !event || event.markets.some((m) => m.marketId === h.marketId))
      .slice(-limit)
      .map((h) =>
        this.tradeJson({
          marketId: h.marketId,
          id: `fill-${String(h.id)}`,
          owner: h.owner,
          timestamp: h.timestamp,
          buy: h.isBuy === true,
          yes: h.isYes,
          amount: h.amount,
          price: h.contracts > 0 ? Math.round((h.amount * MICRO) / h.contracts) : 0,
        }),
      );
    const all = [...crowd, ...mine].filter((t) => t !== null).sort((a, b) => b.timestamp - a.timestamp);
    return { data: all.slice(0, limit) };
  }

  suggested(ownerRaw: string, q: Query) {
    const owner = addressOf(ownerRaw, 'pubkey', true);
    const provider = q.provider;
    if (provider !== undefined && !['provider_a', 'provider_b', 'provider_c'].includes(provider)) {
      throw badParam('provider', 'provider must be one of provider_a, provider_b, provider_c');
    }
    const held = new Set(
      Object.values(this.state.positions)
        .filter((p) => p.owner === owner)
        .map((p) => this.markets.market(p.marketId)?.eventId),
    );
    const liked = new Set([...held].map((id) => (id ? this.markets.event(id)?.category : undefined)));
    const candidates = this.markets.world.events.filter(
      (e) => (!provider || e.provider === provider) && !held.has(e.eventId) && this.markets.isActive(e),
    );
    const score = (e: (typeof candidates)[number]) => (liked.has(e.category) ? 1e18 : 0) + this.markets.volume24h(e);
    const picks = [...candidates].sort((a, b) => score(b) - score(a)).slice(0, 10);
    return { data: picks.map((e) => this.markets.eventJson(e, { markets: true, all: false })) };
  }

  /** Both mints pegged, 6 decimals: one micro-USD figure as `vaultBalance`. */
  vaultInfo() {
    const marketIds = Object.keys(this.state.makers);
    const balances = Object.entries(DEPOSIT_MINTS).map(([mint, symbol]) => {
      const held = marketIds.reduce(
        (sum, id) => sum + tokenBalance(this.trading.ledger, escrowAddress(this.seed, id, mint)),
        0n,
      );
      return { mint, symbol, balance: held.toString() };
    });
    const total = balances.reduce((sum, b) => sum + BigInt(b.balance), 0n);
    return {
      pubkey: vaultAddress(this.seed),
      data: {
        authority: vaultAddress(this.seed),
        escrowCount: marketIds.length,
        depositMints: balances.map((b) => b.symbol),
        balances,
      },
      vaultBalance: total.toString(),
    };
  }
}
