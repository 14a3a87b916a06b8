import { createHash, randomBytes } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { signed, type HarnessOptions, type serveRpc } from '../test-harness';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { invitePdaOf } from './escrow';

/** Shared by the Send tests, on the sandbox test harness. */
export const KEY = 'send-test-key';
export const USDC = WELL_KNOWN_MINTS.USDC;

/** The harness options of the Send tests (with `serveRpc` for web3.js as the client). */
export const SEND = { apiKey: KEY, prefix: '/send/v1' } satisfies Omit<HarnessOptions, 'seed'>;
export type SendEnv = Awaited<ReturnType<typeof serveRpc>>;

/** Supplement §9: a 12-character base58 code, SHA-256 of "invite:" + code, the keypair from that seed. */
export function newInvite() {
  const code = bs58.encode(randomBytes(13)).slice(0, 12);
  const keypair = Keypair.fromSeed(createHash('sha256').update(`invite:${code}`).digest());
  return { code, keypair, pda: invitePdaOf(keypair.publicKey.toBase58()) };
}

/** craft-send, sign with the sender and the invite keypair, send through the RPC (it lands before the answer). */
export async function sendInvite(env: SendEnv, sender: Keypair, amount: bigint, mint?: string) {
  const invite = newInvite();
  const crafted = await env.call('/craft-send', {
    inviteSigner: invite.keypair.publicKey.toBase58(),
    sender: sender.publicKey.toBase58(),
    amount: amount.toString(),
    ...(mint ? { mint } : {}),
  });
  if (crafted.status !== 200) throw new Error(JSON.stringify(crafted.body));
  const body = crafted.body as { tx: string; expiry: string; totalFeeLamports: string };
  const signature = await env.connection.sendRawTransaction(
    Buffer.from(signed(body.tx, sender, invite.keypair), 'base64'),
  );
  return { ...invite, ...body, signature };
}
