import type { AnyTransaction } from '../../../lib/tx-kind';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { STUDIO_TOKEN_DECIMALS, STUDIO_TOTAL_SUPPLY } from '../../../utils/studio-curve';
import { dbcBuyProblem, transferBuyProblem, type DevBuyAgreed } from './create-tx-buy';
import { associatedAddress, readCreateTx, type CreateTxReading, type TokenMetadata } from './create-tx-read';

/** What the user chose on the form and what the page got from create-tx, which the transaction must carry. */
export interface LaunchAgreed {
  wallet: string;
  mint: string;
  name: string;
  symbol: string;
  quoteMint: string;
  locked: bigint;
  /** Where the metadata the page uploads is served: the on-chain URI must be one of them. */
  metadataUris: readonly string[];
  /** What the screen showed for the dev buy; null: the transaction must buy nothing. */
  devBuy: DevBuyAgreed | null;
}

/** The supplement's on-chain URI, and the presigned upload's address without its signature (the sandbox's). */
export function metadataUrisOf(answer: { mint: string; metadataPresignedUrl: string }): string[] {
  const uris = [`https://static-create.jup.ag/metadata/${answer.mint}.json`];
  try {
    const url = new URL(answer.metadataPresignedUrl);
    uris.push(`${url.origin}${url.pathname}`);
  } catch {
    // An unparseable URL never matches; the upload refuses it anyway.
  }
  return uris;
}

// Exact, so two amounts a raw unit apart never read the same.
const tokens = (raw: bigint) => `${formatTokenAmount(raw, STUDIO_TOKEN_DECIMALS, { maxSignificant: 30 })} tokens`;
const quoted = (text: string) => JSON.stringify(text);
const refuse = (why: string) => `The create transaction ${why}: not signed.`;

function metadataProblem(found: TokenMetadata, agreed: LaunchAgreed): string | null {
  if (found.name !== agreed.name) return refuse(`names the token ${quoted(found.name)}, not ${quoted(agreed.name)}`);
  if (found.symbol !== agreed.symbol) {
    return refuse(`gives the symbol ${quoted(found.symbol)}, not ${quoted(agreed.symbol)}`);
  }
  if (!agreed.metadataUris.includes(found.uri)) {
    return refuse(`points the token's metadata to ${quoted(found.uri)}, not to the file this page uploads`);
  }
  return null;
}

function dbcProblem(r: CreateTxReading, agreed: LaunchAgreed): string | null {
  const [create, ...more] = r.dbc;
  if (!create || more.length > 0) return refuse('creates more than one pool');
  if (r.mintInits.length + r.mintTos.length + r.metadata.length + r.authorities.length > 0) {
    return refuse('also mints or changes tokens itself beside the curve program');
  }
  if (create.creator !== agreed.wallet) return refuse(`names ${shortAddress(create.creator)} as the creator`);
  if (create.payer !== agreed.wallet) return refuse(`has ${shortAddress(create.payer)} pay for the pool`);
  if (create.baseMint !== agreed.mint) return refuse(`creates the token ${shortAddress(create.baseMint)}`);
  if (create.quoteMint !== agreed.quoteMint) return refuse(`trades against ${shortAddress(create.quoteMint)}`);
  return metadataProblem(create, agreed) ?? dbcBuyProblem(r, agreed, create);
}

function supplyProblem(r: CreateTxReading, agreed: LaunchAgreed, poolAuthority: string): string | null {
  const { mint, wallet, locked } = agreed;
  const other = r.mintTos.find((m) => m.mint !== mint);
  if (other) return refuse(`also mints another token (${shortAddress(other.mint)})`);
  const total = r.mintTos.reduce((sum, m) => sum + m.amount, 0n);
  if (total !== STUDIO_TOTAL_SUPPLY)
    return refuse(`mints ${tokens(total)}, not the fixed ${tokens(STUDIO_TOTAL_SUPPLY)}`);
  const held = new Map<string, bigint>();
  for (const m of r.mintTos) held.set(m.to, (held.get(m.to) ?? 0n) + m.amount);
  const curveVault = associatedAddress(poolAuthority, mint, TOKEN_2022_PROGRAM);
  const quoteVault = associatedAddress(poolAuthority, agreed.quoteMint, TOKEN_PROGRAM);
  if (!r.atas.some((a) => a.ata === quoteVault && a.owner === poolAuthority && a.mint === agreed.quoteMint)) {
    return refuse(`opens no curve vault for the quote token you chose`);
  }
  const curve = held.get(curveVault) ?? 0n;
  if (curve !== STUDIO_TOTAL_SUPPLY - locked) {
    return refuse(`puts ${tokens(curve)} on the curve, not ${tokens(STUDIO_TOTAL_SUPPLY - locked)}`);
  }
  held.delete(curveVault);
  const vaults = [...held.entries()];
  if (vaults.length > (locked > 0n ? 1 : 0)) {
    return refuse(`mints ${tokens(total - curve)} outside the curve, where you chose to lock ${tokens(locked)}`);
  }
  const [vesting] = vaults;
  if (!vesting) return locked > 0n ? refuse(`locks no tokens for vesting, not ${tokens(locked)}`) : null;
  const [account, amount] = vesting;
  const opened = r.atas.find(
    (a) => a.ata === account && a.mint === mint && a.program === TOKEN_2022_PROGRAM && a.ata === safeAta(a.owner, mint),
  );
  if (!opened || opened.owner === wallet || opened.owner === poolAuthority) {
    const whose = opened?.owner === wallet ? 'your own wallet (unlocked)' : shortAddress(account);
    return refuse(`mints ${tokens(amount)} to ${whose} instead of a vesting vault`);
  }
  if (amount !== locked) return refuse(`locks ${tokens(amount)} for vesting, not ${tokens(locked)}`);
  return null;
}

function safeAta(owner: string, mint: string): string | null {
  try {
    return associatedAddress(owner, mint, TOKEN_2022_PROGRAM);
  } catch {
    return null;
  }
}

function mintProblem(r: CreateTxReading, agreed: LaunchAgreed): string | null {
  const [init, ...moreInits] = r.mintInits;
  if (!init) return refuse('creates no token');
  const stranger = [init, ...moreInits].find((m) => m.mint !== agreed.mint);
  if (stranger || moreInits.length > 0) {
    return refuse(`creates the token ${shortAddress((stranger ?? init).mint)} beside ${shortAddress(agreed.mint)}`);
  }
  if (init.decimals !== STUDIO_TOKEN_DECIMALS) return refuse(`gives the token ${String(init.decimals)} decimals`);
  if (init.freeze) return refuse(`keeps a freeze authority (${shortAddress(init.freeze)}) over the token`);
  if (init.authority === agreed.wallet) return refuse("makes your wallet the pool's authority");
  const pointer = r.pointers.length === 1 ? r.pointers[0] : undefined;
  if (pointer?.mint !== agreed.mint || pointer.metadata !== agreed.mint) {
    return refuse("keeps the token's metadata somewhere other than the token itself");
  }
  const [metadata, ...moreMetadata] = r.metadata;
  if (!metadata || moreMetadata.length > 0 || metadata.account !== agreed.mint || metadata.mint !== agreed.mint) {
    return refuse("does not write the token's name, symbol and metadata link once, on the token itself");
  }
  const named = metadataProblem(metadata, agreed);
  if (named) return named;
  const supply = supplyProblem(r, agreed, init.authority);
  if (supply) return supply;
  const [change, ...moreChanges] = r.authorities;
  const dropsMinting = change?.account === agreed.mint && change.type === 0 && change.to === null;
  if (!dropsMinting || moreChanges.length > 0) {
    const kept = change?.to ? ` to ${shortAddress(change.to)}` : '';
    return refuse(`does not give up minting for good (supply not fixed)${kept}`);
  }
  return transferBuyProblem(r, agreed, init.authority);
}

/** Issue 24 "Statements from the screen": the create transaction must be the form's launch. */
export function createTxProblem(tx: AnyTransaction, agreed: LaunchAgreed): string | null {
  const r = readCreateTx(tx);
  if (r.feePayer !== agreed.wallet) {
    return refuse(`is paid by ${r.feePayer ? shortAddress(r.feePayer) : 'nobody'} as the creator, not by your wallet`);
  }
  const [unexpected] = r.unexpected;
  if (unexpected) return refuse(`carries ${unexpected}`);
  return r.dbc.length > 0 ? dbcProblem(r, agreed) : mintProblem(r, agreed);
}
