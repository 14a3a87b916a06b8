import { AddressLookupTableAccount } from '@solana/web3.js';
import { RENT_EPOCH_EXEMPT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../chain/programs';
import type { Engine } from '../../engine/engine';
import { SOL_MINT, USDC_MINT, type Pool } from '../../engine/pool-layout';
import { derivedAddress, type Address, decodeAddress } from '../../world/address';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  pk,
  SYSTEM_PROGRAM,
} from './instructions';
import type { TxContext } from './plan';

const META_SIZE = 56;
const MAX_ADDRESSES = 256;
const U64_MAX = (1n << 64n) - 1n;

export interface SwapLookupTable {
  readonly address: Address;
  readonly addresses: readonly Address[];
  readonly account: AddressLookupTableAccount;
}

const MAIN_MINTS = new Set<Address>(Object.values(WELL_KNOWN_MINTS));

function rank(pool: Pool): number {
  if (pool.baseMint === SOL_MINT && pool.quoteMint === USDC_MINT) return 0;
  return MAIN_MINTS.has(pool.baseMint) ? 1 : 2;
}

/** Programs, well-known mints, then vaults until 256; no signers (a v0 message cannot load signers from a table). */
function tableAddresses(engine: Engine): Address[] {
  const addresses = [
    SYSTEM_PROGRAM,
    TOKEN_PROGRAM,
    TOKEN_2022_PROGRAM,
    ASSOCIATED_TOKEN_PROGRAM,
    COMPUTE_BUDGET_PROGRAM,
  ];
  for (const token of engine.world.tokens) if (token.origin === 'well-known') addresses.push(token.id);
  const pools = engine.layout.pools.filter((p) => p.wellKnown).sort((a, b) => rank(a) - rank(b) || a.index - b.index);
  for (const pool of pools) {
    if (addresses.length + 2 > MAX_ADDRESSES) break;
    const { baseVault, quoteVault } = engine.layout.vaults(pool);
    addresses.push(baseVault, quoteVault);
  }
  return addresses;
}

function encodeTable(addresses: readonly Address[]): Uint8Array {
  const data = new Uint8Array(META_SIZE + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true); // ProgramState::LookupTable
  view.setBigUint64(4, U64_MAX, true); // deactivation slot
  view.setBigUint64(12, 0n, true); // last extended slot
  data[20] = 0; // last extended slot start index
  data[21] = 0; // authority: None (frozen)
  addresses.forEach((address, i) => {
    const bytes = decodeAddress(address);
    if (!bytes) throw new Error(`lookup table entry is not an address: ${address}`);
    data.set(bytes, META_SIZE + 32 * i);
  });
  return data;
}

const tables = new WeakMap<Engine, { table: SwapLookupTable; data: Uint8Array }>();

/** One frozen table written directly in the program's layout, on first use and again after a reset. */
export function swapLookupTable(ctx: TxContext): SwapLookupTable {
  let cached = tables.get(ctx.engine);
  if (!cached) {
    const addresses = tableAddresses(ctx.engine);
    const address = derivedAddress('swap-lookup-table', ctx.world.seed);
    const table: SwapLookupTable = {
      address,
      addresses,
      account: new AddressLookupTableAccount({
        key: pk(address),
        state: {
          deactivationSlot: U64_MAX,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: addresses.map((a) => pk(a)),
        },
      }),
    };
    cached = { table, data: encodeTable(addresses) };
    tables.set(ctx.engine, cached);
  }
  const { table, data } = cached;
  if (ctx.ledger.getBalance(table.address) === 0n) {
    ctx.ledger.setAccount(table.address, {
      lamports: ctx.ledger.rentExemptMinimum(data.length),
      owner: ADDRESS_LOOKUP_TABLE_PROGRAM,
      data,
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
  }
  return table;
}
