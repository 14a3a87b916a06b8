import type { Ledger } from '../chain/ledger';
import { ataOf } from '../kit/tx/builder';
import type { Address } from '../world/address';
import { NATIVE_MINT } from '../world/token';
import { readTokenAmount } from '../world/token-layout';
import type { World } from '../world/world';

export function inputBalance(ctx: { world: World; ledger: Ledger }, user: Address, mint: Address): bigint {
  if (mint === NATIVE_MINT) return ctx.ledger.getBalance(user);
  const program = ctx.world.byMint.get(mint)?.tokenProgram;
  return program ? readTokenAmount(ctx.ledger.getAccount(ataOf(user, mint, program))?.data) : 0n;
}
