import { createHash, randomBytes } from 'node:crypto';
import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { startRpcServer } from '../rpc/server';
import { Sandbox } from '../sandbox';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { invitePdaOf } from './escrow';

/** Shared by the Send tests: a sandbox with its API and RPC server, web3.js as the client. */
export const KEY = 'send-test-key';
export const USDC = WELL_KNOWN_MINTS.USDC;

type Answer = { status: number; body: Record<string, unknown> & { error?: string } };

export async function openSend(seed: string, statePath: string | null = null) {
  const sandbox = Sandbox.open({ seed, statePath });
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  const rpc = await startRpcServer({ ledger: sandbox.ledger, port: 0 });
  const connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl });
  const request = async (url: string, body?: unknown, headers: Record<string, string> = { 'x-api-key': KEY }) => {
    const res = await app.request(`http://127.0.0.1:8787${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const call = (path: string, body?: unknown) => request(`/send/v1${path}`, body);
  const control = (path: string, body: unknown) => request(`/__sandbox${path}`, body);
  const close = async () => {
    await rpc.close();
    sandbox.close();
  };
  return { sandbox, app, rpc, connection, request, call, control, close };
}
export type SendEnv = Awaited<ReturnType<typeof openSend>>;

/** Supplement §9: a 12-character base58 code, SHA-256 of "invite:" + code, the keypair from that seed. */
export function newInvite() {
  const code = bs58.encode(randomBytes(13)).slice(0, 12);
  const keypair = Keypair.fromSeed(createHash('sha256').update(`invite:${code}`).digest());
  return { code, keypair, pda: invitePdaOf(keypair.publicKey.toBase58()) };
}

export function fundedSender(env: SendEnv, usdc = 1_000_000_000n): Keypair {
  const sender = Keypair.generate();
  env.sandbox.fund(sender.publicKey.toBase58(), { sol: 5n * BigInt(LAMPORTS_PER_SOL), tokens: { [USDC]: usdc } });
  return sender;
}

export function signedTx(base64: string, signers: Keypair[]): VersionedTransaction {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign(signers);
  return tx;
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
  const signature = await env.connection.sendRawTransaction(signedTx(body.tx, [sender, invite.keypair]).serialize());
  return { ...invite, ...body, signature };
}
