import { randomUUID } from 'node:crypto';
import type { CraftDepositRequest } from '../../src/api/trigger/schemas';
import { TRIGGER_MIN_DEPOSIT_USD } from '../../src/api/trigger/schemas';
import { ataOf } from '../kit/tx/builder';
import { pk, transferChecked } from '../kit/tx/instructions';
import { compileV0 } from '../kit/tx/message';
import type { Address } from '../world/address';
import { NATIVE_MINT } from '../world/token';
import { TOKEN_ACCOUNT_SIZE } from '../world/token-layout';
import { createOrderAccount, initializeAccount3, orderAccountAddress, seedOf } from './accounts';
import type { TriggerContext } from './context';
import { type DepositRecord, refused } from './types';

export function usdValue(ctx: TriggerContext, mint: Address, raw: bigint): number | null {
  const token = ctx.world.byMint.get(mint);
  const price = ctx.engine().prices.usdNow(mint);
  if (!token || price === null) return null;
  return (Number(raw) / 10 ** token.decimals) * price;
}

/** Spec §4.6, supplement §6: see README §Deposit. */
export function craftDeposit(ctx: TriggerContext, wallet: Address, req: CraftDepositRequest) {
  if (req.userAddress !== wallet) throw refused(403, 'userAddress does not match the authenticated wallet');
  const vault = ctx.store.vaults.get(wallet);
  if (!vault) throw refused(403, 'No vault registered: call GET /vault/register');
  if (req.userAddress === vault.vaultPubkey) throw refused(400, 'userAddress must not be the vault address');
  if (req.orderType === 'dca' || !req.orderSubType) {
    throw refused(
      400,
      'orderType dca: DCA deposits are not available in the sandbox; use price orders or recurring v1',
    );
  }
  const input = ctx.world.byMint.get(req.inputMint);
  const output = ctx.world.byMint.get(req.outputMint);
  if (!input) throw refused(400, 'Request validation failed', { inputMint: 'unknown token' });
  if (!output) throw refused(400, 'Request validation failed', { outputMint: 'unknown token' });
  if (req.inputMint === req.outputMint) {
    throw refused(400, 'Request validation failed', { outputMint: 'must differ from inputMint' });
  }
  if (req.amount <= 0n) throw refused(400, 'Request validation failed', { amount: 'must be greater than 0' });
  const usd = usdValue(ctx, req.inputMint, req.amount);
  if (usd === null) throw refused(400, 'No USD price for the input token');
  if (usd < TRIGGER_MIN_DEPOSIT_USD) {
    throw refused(
      400,
      `Order must be at least ${String(TRIGGER_MIN_DEPOSIT_USD)} USD (current value: ${usd.toFixed(2)} USD)`,
    );
  }

  const requestId = randomUUID();
  const user = wallet;
  const rent = ctx.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
  const inSeed = seedOf(requestId, 'in');
  const account = orderAccountAddress(user, inSeed, input.tokenProgram);
  const native = req.inputMint === NATIVE_MINT;
  const ixs = [
    createOrderAccount(user, inSeed, input.tokenProgram, native ? rent + req.amount : rent, TOKEN_ACCOUNT_SIZE),
    initializeAccount3(input.tokenProgram, account, req.inputMint, vault.vaultPubkey),
  ];
  if (!native) {
    const source = ataOf(user, req.inputMint, input.tokenProgram);
    ixs.push(transferChecked(input.tokenProgram, source, req.inputMint, account, user, req.amount, input.decimals));
  }
  let outputAccount: Address | undefined;
  if (req.orderSubType === 'otoco') {
    const outSeed = seedOf(requestId, 'out');
    outputAccount = orderAccountAddress(user, outSeed, output.tokenProgram);
    ixs.push(
      createOrderAccount(user, outSeed, output.tokenProgram, rent, TOKEN_ACCOUNT_SIZE),
      initializeAccount3(output.tokenProgram, outputAccount, req.outputMint, vault.vaultPubkey),
    );
  }
  const { message, wire } = compileV0(pk(user), ctx.ledger.latestBlockhash().blockhash, ixs);
  const record: DepositRecord = {
    requestId,
    userPubkey: user,
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    amount: req.amount.toString(),
    orderSubType: req.orderSubType,
    message: Buffer.from(message).toString('base64'),
    account,
    ...(outputAccount ? { outputAccount } : {}),
    createdAt: ctx.now(),
  };
  ctx.store.saveDeposit(record);
  return {
    transaction: Buffer.from(wire).toString('base64'),
    requestId,
    receiverAddress: vault.vaultPubkey,
    mint: req.inputMint,
    amount: req.amount.toString(),
    tokenDecimals: input.decimals,
    inputTokenAccount: account,
    ...(outputAccount ? { outputTokenAccount: outputAccount } : {}),
  };
}
