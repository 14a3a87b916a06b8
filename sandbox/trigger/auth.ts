import { MEMO_PROGRAM } from '../../src/utils/solana-wire/programs';
import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ChallengeType, VerifyRequest } from '../../src/api/trigger/schemas';
import { messageMatches, takerSignatureValid, wireLayout } from '../kit/tx/cosign';
import { compileV0 } from '../kit/tx/message';
import type { Address } from '../world/address';
import { refused } from './types';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const TOKEN_TTL_S = 24 * 60 * 60;
export const CHALLENGE_PREFIX = 'Sign this message to authenticate with the Trigger Order API: ';
const MEMO_PROGRAM_KEY = new PublicKey(MEMO_PROGRAM);
/** Two tabs may sign in at once; older ones are dropped. */
const MAX_PER_WALLET = 4;

interface Challenge {
  type: ChallengeType;
  text: string;
  message: Uint8Array | null;
  expiresAt: number;
}

export interface AuthDeps {
  now: () => number;
  secret: () => Uint8Array;
  latestBlockhash: () => string;
}

/** Supplement §6 sign-in; challenges live in memory (a restart signs again), tokens survive it (README §Sign-in). */
export class TriggerAuth {
  private readonly challenges = new Map<Address, Challenge[]>();

  constructor(private readonly deps: AuthDeps) {}

  challenge(wallet: Address, type: ChallengeType) {
    const now = this.deps.now();
    const text = `${CHALLENGE_PREFIX}${randomBytes(16).toString('hex')}`;
    let message: Uint8Array | null = null;
    let body: Record<string, string> = { type, challenge: text };
    if (type === 'transaction') {
      const walletKey = new PublicKey(wallet);
      const memo = new TransactionInstruction({
        programId: MEMO_PROGRAM_KEY,
        keys: [{ pubkey: walletKey, isSigner: true, isWritable: false }],
        data: Buffer.from(text, 'utf8'),
      });
      const compiled = compileV0(walletKey, this.deps.latestBlockhash(), [memo]);
      message = Uint8Array.from(compiled.message);
      body = { type, transaction: Buffer.from(compiled.wire).toString('base64') };
    }
    const list = (this.challenges.get(wallet) ?? []).filter((c) => c.expiresAt > now).slice(1 - MAX_PER_WALLET);
    list.push({ type, text, message, expiresAt: now + CHALLENGE_TTL_MS });
    this.challenges.set(wallet, list);
    return body;
  }

  async verify(req: VerifyRequest): Promise<{ token: string }> {
    const now = this.deps.now();
    const live = (this.challenges.get(req.walletPubkey) ?? []).filter((c) => c.expiresAt > now && c.type === req.type);
    if (live.length === 0) throw refused(400, 'Challenge not found or expired: request a new challenge');
    const match = live.find((c) => signedBy(c, req));
    if (!match) throw refused(401, 'Invalid signature');
    this.challenges.set(
      req.walletPubkey,
      (this.challenges.get(req.walletPubkey) ?? []).filter((c) => c !== match),
    );
    return { token: await this.issue(req.walletPubkey) };
  }

  async issue(wallet: Address): Promise<string> {
    const iat = Math.floor(this.deps.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(wallet)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_S)
      .sign(this.deps.secret());
  }

  async walletOf(authorization: string | undefined): Promise<Address | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.deps.secret(), {
        algorithms: ['HS256'],
        currentDate: new Date(this.deps.now()),
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

function signedBy(c: Challenge, req: VerifyRequest): boolean {
  if (req.type === 'message') {
    let signature: Uint8Array;
    try {
      signature = bs58.decode(req.signature);
    } catch {
      return false;
    }
    if (signature.length !== 64) return false;
    try {
      return ed25519.verify(signature, Buffer.from(c.text, 'utf8'), new PublicKey(req.walletPubkey).toBytes());
    } catch {
      return false;
    }
  }
  const wire = Buffer.from(req.signedTransaction, 'base64');
  if (!c.message || !wireLayout(wire)) return false;
  return messageMatches(wire, c.message) && takerSignatureValid(wire, req.walletPubkey);
}
