import type { Market } from '../../../api/prediction/schemas';
import { ATA_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { shortAddress } from '../../../utils/format';
import { cents, usd } from './event-view';
import type { OutcomeMove } from './statements';

/* Held to what the page showed (issue 24 §5), never to the answer that carries the transaction. */

const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function sideMint(market: Pick<Market, 'clobTokenIds' | 'marketOptions'>, side: 'yes' | 'no'): string | null {
  const ids = market.clobTokenIds ?? [];
  const options = market.marketOptions;
  const index =
    options && options.length === ids.length
      ? options.findIndex((o) => o.buyYes === (side === 'yes'))
      : side === 'yes'
        ? 0
        : 1;
  const id = ids[index];
  return id !== undefined && ADDRESS.test(id) ? id : null;
}

export async function associatedAccountOf(owner: string, mint: string): Promise<string> {
  const { PublicKey } = await import('@solana/web3.js');
  const seeds = [owner, TOKEN_PROGRAM, mint].map((k) => new PublicKey(k).toBuffer());
  return PublicKey.findProgramAddressSync(seeds, new PublicKey(ATA_PROGRAM))[0].toBase58();
}

/** A bet may mint only the side's mint, only into the wallet's account of it. */
export function betMintProblem(
  minted: readonly OutcomeMove[],
  expected: { mint: string | null; account: string | null },
  side: 'yes' | 'no',
): string | null {
  const label = `${side.toUpperCase()} contracts`;
  for (const m of minted) {
    if (expected.mint === null) {
      return `The market does not name its ${label}, yet the order would mint a token (${shortAddress(m.mint)}): not signed.`;
    }
    if (m.mint !== expected.mint) {
      return `The order would mint another token (${shortAddress(m.mint)}) instead of this market's ${label}: not signed.`;
    }
    if (m.account !== expected.account) {
      return `The order would put the ${label} in another account (${shortAddress(m.account)}), not your wallet's: not signed.`;
    }
  }
  return null;
}

/** The order's own floor may not undercut the one the screen showed; a missing one does not lower it. */
export function sellFloorProblem(offered: bigint | null | undefined, floor: bigint): string | null {
  if (offered === null || offered === undefined || offered >= floor) return null;
  return `The order would sell as low as ${cents(offered)} a contract, below the ${cents(floor)} floor you saw: not signed.`;
}

/** A claim pays what the position showed; the answer's own figure may not lower it. */
export function claimPayoutProblem(offered: bigint | null | undefined, payout: bigint): string | null {
  if (offered === null || offered === undefined || offered >= payout) return null;
  return `The claim would pay only ${usd(offered)}, less than the ${usd(payout)} the position shows: not signed.`;
}
