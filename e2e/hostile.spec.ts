import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, SOL_MINT, test, testWallet } from './fixtures/test';
import {
  collectPageErrors,
  emptyBody,
  expectPageSurvived,
  forRpcMethod,
  html502,
  jsonBody,
  modified,
  ONE_MB,
  type Rewrite,
  rpcResult,
  SCRIPT_URLS,
  textBody,
  truncated,
} from './fixtures/rewrite';

/** The app's built-in tokens (src/config/tokens.ts): the pair case needs a mint it has to look up. */
const BUILT_IN = new Set([
  SOL_MINT,
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
  'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
]);

/**
 * Hostile responses, counted (issue 11 §5): each case rewrites one answer of the service or the RPC in the real page
 * and checks that only the part that read it fails, with a sentence saying so, and that no URL it carried runs.
 */

type Flow = 'pair' | 'picker' | 'picker-search' | 'price' | 'quote' | 'execute' | 'advanced' | 'wallet-menu';
interface Case {
  name: string;
  endpoint: string;
  /** Which requests the rewrite applies to. */
  match: (url: URL) => boolean;
  rewrite: Rewrite;
  flow: Flow;
  /** The sentence the page must show (in the part that failed). */
  says: string | RegExp;
}

interface TokenRecord {
  id: string;
  symbol: string;
  decimals: number;
  [k: string]: unknown;
}

const wallet = testWallet(111);
let other: TokenRecord;

const isPath = (path: string) => (u: URL) => u.port === '8787' && u.pathname === path;
const mintLookup = (u: URL) => isPath('/tokens/v2/search')(u) && (u.searchParams.get('query') ?? '').includes(',');
const typedSearch = (u: URL) => isPath('/tokens/v2/search')(u) && !(u.searchParams.get('query') ?? '').includes(',');
const rpc = (u: URL) => u.port === '8899';

/** Edit the record of the pair's token in a lookup answer. */
const editOther = (edit: (t: TokenRecord) => void): Rewrite =>
  modified((list: TokenRecord[]) => {
    const t = list.find((r) => r.id === other.id);
    if (t) edit(t);
  });
/** Edit the first records of a tag answer. */
const editFirst = (n: number, edit: (t: TokenRecord) => void): Rewrite =>
  modified((list: TokenRecord[]) => {
    list.slice(0, n).forEach(edit);
  });
const junkRecords = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `Junk${String(i).padStart(40, '1')}`,
    name: `Junk ${i}`,
    symbol: `J${i}`,
    decimals: 6,
  }));

const LOOKUP_FAILED = /could not be looked up/;
const pairShown = () => new RegExp(`SOL → ${other.symbol}`);
const LIST_FAILED = 'The token list could not be loaded';
const NO_PRICE = 'No USD price for this token';
const NOT_UNDERSTOOD = /answered in a form this app does not understand/;
// An answer the app cannot read after signing: it does not guess, it checks the chain until the blockhash expires.
const CHECKING = 'Confirming on chain';
/** What the write path says when the service's answer stops it before signing (components/tx/tx-progress.tsx). */
const NOT_THROUGH = /The service refused|Unreadable transaction/;
const BALANCES_FAILED = /Could not (read|refresh) balances/;

const CASES: Case[] = [
  // tokens v2 search: the pair's lookup on load (/swap?from=SOL&to=<mint>)
  {
    name: 'lookup HTML 502',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: html502,
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup empty body',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: emptyBody,
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup truncated JSON',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: truncated,
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup wrong types (decimals "six", symbol 42)',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => Object.assign(t, { decimals: 'six', symbol: 42 })),
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup record without id and decimals',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => {
      const loose = t as Partial<TokenRecord>;
      delete loose.decimals;
      delete loose.id;
    }),
    flow: 'pair',
    says: /No token with the mint|could not be looked up/,
  },
  {
    name: 'lookup 1 MB symbol',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => (t.symbol = ONE_MB)),
    flow: 'pair',
    says: /SOL → W{8}/,
  },
  {
    name: 'lookup 10,000 records',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: modified((list: TokenRecord[]) => [...junkRecords(10_000), ...list]),
    flow: 'pair',
    says: 'pair',
  },
  {
    name: 'lookup javascript: icon',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: modified((list: TokenRecord[]) => list.forEach((t) => (t.icon = SCRIPT_URLS.javascript))),
    flow: 'pair',
    says: 'pair',
  },
  {
    name: 'lookup data: icons (html, svg)',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: modified((list: TokenRecord[]) =>
      list.forEach((t, i) => (t.icon = i % 2 ? SCRIPT_URLS.dataSvg : SCRIPT_URLS.dataHtml)),
    ),
    flow: 'pair',
    says: 'pair',
  },
  {
    name: 'lookup javascript:/data: in website, twitter, telegram, discord, otherUrl',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: modified((list: TokenRecord[]) =>
      list.forEach((t) =>
        Object.assign(t, {
          website: SCRIPT_URLS.javascript,
          twitter: SCRIPT_URLS.javascript,
          telegram: SCRIPT_URLS.dataHtml,
          discord: SCRIPT_URLS.javascript,
          otherUrl: SCRIPT_URLS.dataHtml,
          instagram: SCRIPT_URLS.javascript,
          tiktok: SCRIPT_URLS.javascript,
        }),
      ),
    ),
    flow: 'pair',
    says: 'pair',
  },
  {
    name: 'lookup decimals 255',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => (t.decimals = 255)),
    flow: 'pair',
    says: /decimal places and can’t be swapped here/,
  },
  {
    name: 'lookup fractional decimals 6.5',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => (t.decimals = 6.5)),
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup negative decimals and "NaN" liquidity',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) => Object.assign(t, { decimals: -1, liquidity: 'NaN' })),
    flow: 'pair',
    says: LOOKUP_FAILED,
  },
  {
    name: 'lookup unknown tags and organicScoreLabel',
    endpoint: 'tokens v2 search (mints)',
    match: mintLookup,
    rewrite: editOther((t) =>
      Object.assign(t, { tags: ['<b>evil</b>', 'x'.repeat(500)], organicScoreLabel: 'cosmic' }),
    ),
    flow: 'pair',
    says: 'pair',
  },

  // tokens v2 tag: the picker's list
  {
    name: 'tag list HTML 502',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: html502,
    flow: 'picker',
    says: LIST_FAILED,
  },
  {
    name: 'tag list truncated JSON',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: truncated,
    flow: 'picker',
    says: LIST_FAILED,
  },
  {
    name: 'tag list an object, not a list',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: jsonBody({ tokens: [] }),
    flow: 'picker',
    says: LIST_FAILED,
  },
  {
    name: 'tag list of 10,000 tokens',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: jsonBody(junkRecords(10_000)),
    flow: 'picker',
    says: /J0\b/,
  },
  {
    name: 'tag list javascript: icons',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: editFirst(50, (t) => (t.icon = SCRIPT_URLS.javascript)),
    flow: 'picker',
    says: /USDC/,
  },
  {
    name: 'tag list data: icons',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: editFirst(50, (t) => (t.icon = SCRIPT_URLS.dataSvg)),
    flow: 'picker',
    says: /USDC/,
  },
  {
    name: 'tag list 1 MB symbol',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: modified((list: TokenRecord[]) => {
      const few = list.filter((t) => t.id !== SOL_MINT).slice(0, 3);
      if (few[0]) few[0].symbol = ONE_MB;
      return few;
    }),
    flow: 'picker',
    says: /W{8}/,
  },
  {
    name: 'tag list decimals 255',
    endpoint: 'tokens v2 tag',
    match: isPath('/tokens/v2/tag'),
    rewrite: editFirst(3, (t) => (t.decimals = 255)),
    flow: 'picker',
    says: /USDC|unsupported/i,
  },
  {
    name: 'typed mint search 429 text body',
    endpoint: 'tokens v2 search (typed)',
    match: typedSearch,
    rewrite: textBody(429, 'Too Many Requests'),
    flow: 'picker-search',
    says: 'This mint address could not be looked up',
  },

  // price v3: the USD value under the amount
  {
    name: 'price HTML 502',
    endpoint: 'price v3',
    match: isPath('/price/v3'),
    rewrite: html502,
    flow: 'price',
    says: NO_PRICE,
  },
  {
    name: 'price usdPrice "NaN"',
    endpoint: 'price v3',
    match: isPath('/price/v3'),
    rewrite: modified((b: Record<string, Record<string, unknown>>) =>
      Object.values(b).forEach((p) => (p.usdPrice = 'NaN')),
    ),
    flow: 'price',
    says: NO_PRICE,
  },
  {
    name: 'price negative usdPrice',
    endpoint: 'price v3',
    match: isPath('/price/v3'),
    rewrite: modified((b: Record<string, Record<string, unknown>>) =>
      Object.values(b).forEach((p) => (p.usdPrice = -150)),
    ),
    flow: 'price',
    says: NO_PRICE,
  },
  {
    name: 'price fractional blockId, decimals 255',
    endpoint: 'price v3',
    match: isPath('/price/v3'),
    rewrite: modified((b: Record<string, Record<string, unknown>>) =>
      Object.values(b).forEach((p) => Object.assign(p, { blockId: 12.5, decimals: 255 })),
    ),
    flow: 'price',
    says: NO_PRICE,
  },
  {
    name: 'price 10,000 entries',
    endpoint: 'price v3',
    match: isPath('/price/v3'),
    rewrite: modified((b: Record<string, unknown>) => {
      const entry = Object.values(b)[0];
      for (let i = 0; i < 10_000; i++) b[`Junk${String(i).padStart(40, '1')}`] = entry;
    }),
    flow: 'price',
    says: /≈ \$/,
  },

  // swap v2 order: the quote (wallet connected)
  {
    name: 'order HTML 502',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: html502,
    flow: 'quote',
    says: /failed \(502\)|HTML page/,
  },
  {
    name: 'order empty body',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: emptyBody,
    flow: 'quote',
    says: /empty body/,
  },
  {
    name: 'order truncated JSON',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: truncated,
    flow: 'quote',
    says: /not JSON/,
  },
  {
    name: 'order without outAmount and transaction',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) => {
      delete o.outAmount;
      delete o.transaction;
    }),
    flow: 'quote',
    says: NOT_UNDERSTOOD,
  },
  {
    name: 'order amounts as JSON numbers',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) => Object.assign(o, { inAmount: 1e7, outAmount: 1.5e9 })),
    flow: 'quote',
    says: NOT_UNDERSTOOD,
  },
  {
    name: 'order negative outAmount',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) =>
      Object.assign(o, { outAmount: '-5', otherAmountThreshold: '-5' }),
    ),
    flow: 'quote',
    says: NOT_UNDERSTOOD,
  },
  {
    name: 'order fractional fee 5000.5',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) => Object.assign(o, { signatureFeeLamports: 5000.5 })),
    flow: 'quote',
    says: NOT_UNDERSTOOD,
  },
  {
    name: 'order price impact "NaN"',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) => {
      o.priceImpactPct = 'NaN';
      delete o.priceImpact;
    }),
    flow: 'quote',
    says: /price impact/i,
  },
  {
    name: 'order unknown router, mode, swapType',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) =>
      Object.assign(o, { router: 'evil<img>', mode: 'warp', swapType: 'teleport' }),
    ),
    flow: 'quote',
    says: /evil<img>/,
  },
  {
    name: 'order unknown errorCode',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: Record<string, unknown>) =>
      Object.assign(o, { transaction: '', errorCode: 9999, router: 'mystery', errorMessage: 'Something odd' }),
    ),
    flow: 'quote',
    says: /Something odd/,
  },
  {
    name: 'order 10,000-step route',
    endpoint: 'swap v2 order',
    match: isPath('/swap/v2/order'),
    rewrite: modified((o: { routePlan: unknown[] }) => {
      const step = o.routePlan[0];
      o.routePlan = Array.from({ length: 10_000 }, () => step);
    }),
    flow: 'quote',
    says: /Minimum received/,
  },

  // swap v2 execute: after the Sandbox wallet signed (auto-approve); nothing reaches the chain
  {
    name: 'execute HTML 502',
    endpoint: 'swap v2 execute',
    match: isPath('/swap/v2/execute'),
    rewrite: html502,
    flow: 'execute',
    says: CHECKING,
  },
  {
    name: 'execute unknown status',
    endpoint: 'swap v2 execute',
    match: isPath('/swap/v2/execute'),
    rewrite: jsonBody({ status: 'Exploded', code: 77, error: 'unheard of' }),
    flow: 'execute',
    says: CHECKING,
  },
  {
    name: 'execute negative totalOutputAmount',
    endpoint: 'swap v2 execute',
    match: isPath('/swap/v2/execute'),
    rewrite: jsonBody({
      status: 'Success',
      code: 0,
      signature: '1'.repeat(88),
      totalInputAmount: '10000000',
      totalOutputAmount: '-1',
    }),
    flow: 'execute',
    says: CHECKING,
  },
  {
    name: 'execute javascript: signature',
    endpoint: 'swap v2 execute',
    match: isPath('/swap/v2/execute'),
    rewrite: jsonBody({
      status: 'Success',
      code: 0,
      signature: SCRIPT_URLS.javascript,
      totalInputAmount: '10000000',
      totalOutputAmount: '1',
    }),
    flow: 'execute',
    says: /Confirming on chain|The transaction failed/,
  },

  // Advanced path: swap v2 build, then the transaction submission endpoint
  {
    name: 'build HTML 502',
    endpoint: 'swap v2 build',
    match: isPath('/swap/v2/build'),
    rewrite: html502,
    flow: 'advanced',
    says: NOT_THROUGH,
  },
  {
    name: 'build blockhash byte 256',
    endpoint: 'swap v2 build',
    match: isPath('/swap/v2/build'),
    rewrite: modified((b: { blockhashWithMetadata: { blockhash: number[] } }) => {
      b.blockhashWithMetadata.blockhash[0] = 256;
    }),
    flow: 'advanced',
    says: NOT_THROUGH,
  },
  {
    name: 'tx submit HTML 502',
    endpoint: 'tx submit (sendTransaction)',
    match: isPath('/tx-rpc'),
    rewrite: html502,
    flow: 'advanced',
    says: /Not sent; nothing was spent/,
  },
  {
    name: 'tx submit result not a signature',
    endpoint: 'tx submit (sendTransaction)',
    match: isPath('/tx-rpc'),
    rewrite: jsonBody({ jsonrpc: '2.0', id: 1, result: { sig: 42 } }),
    flow: 'advanced',
    says: /Not sent; nothing was spent/,
  },

  // the RPC answers the wallet menu reads
  {
    name: 'getBalance value "lots"',
    endpoint: 'RPC getBalance',
    match: rpc,
    rewrite: rpcResult('getBalance', (r: { value: unknown }) => ({ ...r, value: 'lots' })),
    flow: 'wallet-menu',
    says: BALANCES_FAILED,
  },
  {
    name: 'getBalance negative lamports',
    endpoint: 'RPC getBalance',
    match: rpc,
    rewrite: rpcResult('getBalance', (r: { value: unknown }) => ({ ...r, value: -5_000_000_000 })),
    flow: 'wallet-menu',
    says: BALANCES_FAILED,
  },
  {
    name: 'getBalance fractional lamports',
    endpoint: 'RPC getBalance',
    match: rpc,
    rewrite: rpcResult('getBalance', (r: { value: unknown }) => ({ ...r, value: 1.5 })),
    flow: 'wallet-menu',
    says: BALANCES_FAILED,
  },
  {
    name: 'getTokenAccountsByOwner HTML 502',
    endpoint: 'RPC getTokenAccountsByOwner',
    match: rpc,
    rewrite: forRpcMethod('getTokenAccountsByOwner', html502),
    flow: 'wallet-menu',
    says: BALANCES_FAILED,
  },
  {
    name: 'getTokenAccountsByOwner negative amount',
    endpoint: 'RPC getTokenAccountsByOwner',
    match: rpc,
    rewrite: rpcResult('getTokenAccountsByOwner', (r: { value: TokenAccount[] }) => {
      r.value.forEach((a) => (a.account.data.parsed.info.tokenAmount.amount = '-1'));
      return r;
    }),
    flow: 'wallet-menu',
    says: BALANCES_FAILED,
  },
  {
    name: 'getTokenAccountsByOwner decimals 255',
    endpoint: 'RPC getTokenAccountsByOwner',
    match: rpc,
    rewrite: rpcResult('getTokenAccountsByOwner', (r: { value: TokenAccount[] }) => {
      r.value.forEach((a) => (a.account.data.parsed.info.tokenAmount.decimals = 255));
      return r;
    }),
    flow: 'wallet-menu',
    says: /unsupported/i,
  },
];

interface TokenAccount {
  account: { data: { parsed: { info: { tokenAmount: { amount: string; decimals: number } } } } };
}

/** case · endpoint · outcome, printed after the run. */
const table = new Map<string, { endpoint: string; outcome: string }>(
  CASES.map((c) => [c.name, { endpoint: c.endpoint, outcome: 'not run' }]),
);

// Each case is one page load; the limit leaves room for a busy machine (the 10,000-token cases render for seconds).
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
  await sandbox.control('/fund', { address: wallet.address, welcome: true });
  const found = await sandbox.api<TokenRecord[]>('/tokens/v2/search?query=ape&limit=100');
  const pick = found.find((t) => !BUILT_IN.has(t.id));
  if (!pick) throw new Error('the sandbox has no token outside the built-in list');
  other = pick;
});

test.afterAll(async ({}, testInfo) => {
  await shared?.close();
  const rows = [...table].map(([name, r]) => `${name.padEnd(72)} · ${r.endpoint.padEnd(28)} · ${r.outcome}`);
  const text = [`${String(CASES.length)} hostile cases`, ...rows].join('\n');
  console.log(`\n${text}\n`);
  await testInfo.attach('hostile-cases.txt', { body: text, contentType: 'text/plain' });
});

/** The Sandbox wallet, already authorised and auto-approving: the app reconnects it on load. */
async function connected(page: Page, settings?: Record<string, unknown>) {
  await page.addInitScript(
    ({ seed, settings }) => {
      localStorage.setItem('trading-app:sandbox-wallet-seed', seed);
      localStorage.setItem('trading-app:sandbox-wallet-auto-approve', 'true');
      localStorage.setItem('trading-app:sandbox-wallet-authorized', 'true');
      localStorage.setItem('trading-app:wallet', JSON.stringify('Sandbox wallet'));
      if (settings) localStorage.setItem('trading-app:settings:v1', JSON.stringify(settings));
    },
    { seed: wallet.seedHex, settings },
  );
}

const payInput = (page: Page) => page.getByRole('textbox', { name: 'You pay' });

/** Drive the page to the part that reads the rewritten answer; returns where its sentence shows. */
async function run(page: Page, flow: Flow): Promise<Locator> {
  switch (flow) {
    case 'pair':
      await page.goto(`/swap?from=SOL&to=${other.id}`);
      return page.getByRole('main');
    case 'picker':
    case 'picker-search': {
      await page.goto('/swap');
      await page.getByRole('button', { name: /^You receive token/ }).click();
      const picker = page.getByRole('dialog', { name: 'Receive' });
      if (flow === 'picker-search') {
        await picker.getByRole('combobox').fill(other.id);
      }
      return picker;
    }
    case 'price':
      await page.goto('/swap');
      await payInput(page).fill('1');
      return page.getByRole('main');
    case 'wallet-menu':
      await connected(page);
      await page.goto('/swap');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Wallet / })
        .click();
      return page.getByRole('banner');
    case 'quote':
    case 'execute':
    case 'advanced': {
      await connected(page, flow === 'advanced' ? { submitVia: 'submission-endpoint' } : undefined);
      await page.goto('/swap?from=SOL&to=USDC');
      await expect(page.getByRole('banner')).toContainText(' SOL', { timeout: 15_000 });
      if (flow === 'advanced') await page.getByRole('checkbox', { name: /Advanced/ }).check();
      await payInput(page).fill('0.01');
      if (flow !== 'quote') {
        const swap = page.getByRole('button', { name: /^Swap/ });
        await expect(swap).toBeEnabled();
        await swap.click();
      }
      return page.getByRole('main');
    }
  }
}

/** Flows with no wallet: their pages can share one browser context (nothing they do is kept in it). */
const SHARED: ReadonlySet<Flow> = new Set<Flow>(['pair', 'picker', 'picker-search', 'price']);
let shared: BrowserContext | undefined;

const pages = new Map<string, Page>();

test.afterEach(async ({}, testInfo) => {
  const page = pages.get(testInfo.testId);
  pages.delete(testInfo.testId);
  // Answers still in flight (a refetch timer) must not fail the next case once this page is gone.
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  if (page && page.context() === shared) await page.close();
  const name = CASES.find((c) => testInfo.title.endsWith(`: ${c.name}`))?.name;
  if (name && testInfo.status !== 'passed' && testInfo.status !== 'skipped') {
    table.set(name, { endpoint: table.get(name)?.endpoint ?? '', outcome: `FAILED (${testInfo.status ?? '?'})` });
  }
});

/** Only the service's and the RPC's requests go through the rewrite (the app's own files are not held up by it). */
const SERVICES = /^http:\/\/127\.0\.0\.1:(8787|8899)\//;

async function runCase(c: Case, page: Page, testId: string) {
  pages.set(testId, page);
  const errors = collectPageErrors(page);
  await page.route(SERVICES, (route) =>
    c.match(new URL(route.request().url())) ? c.rewrite(route) : route.fallback(),
  );
  const where = await run(page, c.flow);
  const says = c.says === 'pair' ? pairShown() : c.says;
  const sentence = where.getByText(says).first();
  // A signing flow builds, simulates and signs first: on a loaded CI host that alone has taken seconds.
  const timeout = c.flow === 'execute' || c.flow === 'advanced' ? 20_000 : 10_000;
  try {
    await expect(sentence).toBeVisible({ timeout });
  } catch (e) {
    const shown = await where.innerText().catch(() => '(unreadable)');
    throw new Error(`${e instanceof Error ? e.message : String(e)}\nThe page shows instead:\n${shown.slice(0, 800)}`);
  }
  const shown = ((await sentence.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await expectPageSurvived(page, errors);
  table.set(c.name, { endpoint: c.endpoint, outcome: `ok: “${shown.slice(0, 70)}”` });
}

for (const c of CASES) {
  const title = `${c.endpoint}: ${c.name}`;
  const inShared = async ({ browser }: { browser: Browser }, testInfo: TestInfo) => {
    shared ??= await browser.newContext();
    const page = await shared.newPage();
    await runCase(c, page, testInfo.testId);
  };
  // A wallet flow keeps the test's own context: what it signs or sends stays out of the next case.
  const inOwn = ({ page }: { page: Page }, testInfo: TestInfo) => runCase(c, page, testInfo.testId);
  if (SHARED.has(c.flow)) test(title, inShared);
  else test(title, inOwn);
}
