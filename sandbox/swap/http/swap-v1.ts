import type { TransactionInstruction } from '@solana/web3.js';
import { type Context, Hono } from 'hono';
import { swapV1RequestSchema, type SwapV1Response } from '../../../src/api/swap/schemas-v1';
import { PLAIN, refusedAs } from '../../edge/answer';
import { readJson } from '../../edge/body';
import type { FamilyContext } from '../../kit/family';
import { Refused } from '../../kit/refused';
import { PROGRAM_ID_TO_LABEL } from '../v1/program-ids';
import { quoteV1 } from '../v1/quote';
import { readQuoteRequest } from '../v1/quote-params';
import { buildSwapV1, type SwapV1Build } from '../v1/swap-build';

/** `GET /quote` (spec §4.1): a 400 `{error}` names the bad parameter; no route is a 400 as on the real service. */
function quote(ctx: FamilyContext) {
  return (c: Context) => {
    const body = quoteV1(ctx.engine, ctx.ledger, readQuoteRequest(c.req.query(), ctx.world));
    if (!body) throw new Refused(400, 'Could not find any route', { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' });
    return c.json(body);
  };
}

function instructionJson(ix: TransactionInstruction) {
  return {
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
    data: Buffer.from(ix.data).toString('base64'),
  };
}

// The sandbox's swap is transfers, so the pool legs (in `other`) come before the unwrap in `cleanup`.
function instructionsResponse(build: SwapV1Build) {
  const { assembled } = build;
  return {
    tokenLedgerInstruction: null,
    computeBudgetInstructions: assembled.computeBudget.map(instructionJson),
    setupInstructions: assembled.setup.map(instructionJson),
    swapInstruction: instructionJson(assembled.swap),
    otherInstructions: [...assembled.other, ...(assembled.tip ? [assembled.tip] : [])].map(instructionJson),
    cleanupInstruction: assembled.cleanup ? instructionJson(assembled.cleanup) : null,
    addressLookupTableAddresses: build.lookupTable ? [build.lookupTable.address] : [],
    computeUnitLimit: assembled.computeUnitLimit,
    prioritizationFeeLamports: Number(assembled.priorityFeeLamports),
    lastValidBlockHeight: build.lastValidBlockHeight,
  };
}

function swap(ctx: FamilyContext, answer: (build: SwapV1Build) => object) {
  return async (c: Context) => {
    return c.json(answer(buildSwapV1(ctx, await readJson(c, swapV1RequestSchema, PLAIN))));
  };
}

function swapResponse(build: SwapV1Build): SwapV1Response {
  return {
    swapTransaction: Buffer.from(build.tx.serialize()).toString('base64'),
    lastValidBlockHeight: build.lastValidBlockHeight,
    prioritizationFeeLamports: Number(build.assembled.priorityFeeLamports),
    computeUnitLimit: build.assembled.computeUnitLimit,
    dynamicSlippageReport: null,
  };
}

/** Swap quote v1 (spec §4.1, supplement §5): quote, swap, swap-instructions and the DEX labels. */
export function swapV1Routes(ctx: FamilyContext) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.get('/quote', quote(ctx));
  app.post('/swap', swap(ctx, swapResponse));
  app.post('/swap-instructions', swap(ctx, instructionsResponse));
  app.get('/program-id-to-label', (c) => c.json(PROGRAM_ID_TO_LABEL));
  return app;
}

/** `{staging_url}` = `/staging` (spec §4.1: the staging address serves the same `/quote`); the same engine answers. */
export function stagingQuoteRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.get('/quote', quote(ctx));
  return app;
}
