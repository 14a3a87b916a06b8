import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { cosign } from '../kit/tx/cosign';
import type { Seeding } from '../kit/wallet-seeding';
import { hashBytes } from '../world/address';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { CreateBody } from './create-tx';
import type { Studio } from './studio';

const LAUNCHES = 50;
const NAMES = ['Cat', 'Frog', 'Comet', 'Otter', 'Mochi', 'Lynx', 'Nova', 'Pixel', 'Quokka', 'Tide'];
// Seeded launches upload no files: their metadata URIs name the sandbox's default origin.
const ORIGIN = 'http://127.0.0.1:8787';

const NO_VESTING: CreateBody['buildCurveByMarketCapParam']['lockedVestingParam'] = {
  totalLockedVestingAmount: 0,
  cliffUnlockAmount: 0,
  numberOfVestingPeriod: 0,
  totalVestingDuration: 0,
  cliffDurationFromMigrationTime: 0,
};

/** Meme and Indie presets in USDC, and a Meme-like curve in SOL, in turn. */
function bodyOf(s: Seeding, i: number): CreateBody {
  const name = `${NAMES[i % NAMES.length] ?? 'Cat'} ${String(i + 1)}`;
  const kind = i % 3;
  const sol = kind === 2;
  const indie = kind === 1;
  return {
    buildCurveByMarketCapParam: {
      quoteMint: sol ? WELL_KNOWN_MINTS.SOL : WELL_KNOWN_MINTS.USDC,
      tokenQuoteDecimal: sol ? 9 : 6,
      initialMarketCap: sol ? 100 : indie ? 32_000 : 16_000,
      migrationMarketCap: sol ? 430 : indie ? 240_000 : 69_000,
      lockedVestingParam: indie
        ? {
            ...NO_VESTING,
            totalLockedVestingAmount: 100_000_000,
            numberOfVestingPeriod: 365,
            totalVestingDuration: 31_536_000,
          }
        : NO_VESTING,
    },
    antiSniping: indie,
    fee: { feeBps: 100 },
    isLpLocked: true,
    tokenName: name,
    tokenSymbol: `${name.slice(0, 4).toUpperCase()}${String(i + 1)}`,
    tokenImageContentType: 'image/png',
    creator: s.address,
  };
}

// The creator's signature goes unchecked (no key here); mints derive from the wallet, so reseeding adds none.
export function seedLaunches(studio: Studio, s: Seeding) {
  for (let i = 0; i < LAUNCHES; i++) {
    const mint = Keypair.fromSeed(hashBytes('big-wallet-launch', s.seed, s.address, String(i)));
    if (studio.launch(mint.publicKey.toBase58())?.landed) continue;
    const { transaction } = studio.create(bodyOf(s, i), ORIGIN, mint);
    const launch = studio.launch(mint.publicKey.toBase58());
    if (!launch) throw new Error('the seeded launch was not kept');
    const tx = cosign(VersionedTransaction.deserialize(Buffer.from(transaction, 'base64')), [
      mint,
      studio.keys(launch).curveAuthority,
    ]);
    tx.signatures[0] = Uint8Array.from([
      ...hashBytes('big-wallet-launch-tx', s.address, String(i)),
      ...hashBytes('big-wallet-launch-tx2', s.address, String(i)),
    ]);
    const result = s.ledger.sendUnverified(tx.serialize());
    if (!result.ok) throw new Error(`seeded launch ${String(i)} failed: ${result.message}`);
    studio.landed(launch, result.signature);
  }
  return { launches: LAUNCHES };
}
