import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import {
  createClaimFeeTxParamsSchema,
  poolFeeParamsSchema,
  poolMetadataSchema,
  TOKEN_IMAGE_CONTENT_TYPES,
  TOKEN_IMAGE_MAX_BYTES,
} from '../../src/api/studio/schemas';
import { isAddress } from '../world/address';
import { checkBody, createBodySchema, zodFieldErrors } from './create-tx';
import type { Studio } from './studio';
import { UPLOAD_KINDS, type UploadKind } from './uploads';

// The image limit the app checks before it uploads.
export const IMAGE_MAX_BYTES = TOKEN_IMAGE_MAX_BYTES;
const METADATA_MAX_BYTES = 64 * 1024;
export const SUBMIT_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

async function readJson(c: Context): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A 400 `{errors: {field: [..]}, error}` names every bad field (spec §4.8 error bodies).
async function parse<S extends z.core.$ZodType>(c: Context, schema: S) {
  const raw = await readJson(c);
  if (raw === undefined) return { ok: false as const, response: c.json({ error: 'body: must be valid JSON' }, 400) };
  const result = z.safeParse(schema, raw);
  if (result.success) return { ok: true as const, data: result.data };
  const errors = zodFieldErrors(result.error);
  return { ok: false as const, response: c.json({ errors, error: describe(errors) }, 400) };
}

const describe = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: `Request body too large: at most ${String(maxSize)} bytes` }, 413),
  });

export function studioRoutes(studio: Studio) {
  const app = new Hono();

  app.post('/dbc-pool/create-tx', async (c) => {
    const body = await parse(c, createBodySchema);
    if (!body.ok) return body.response;
    const errors = checkBody(body.data);
    if (Object.keys(errors).length > 0) return c.json({ errors, error: describe(errors) }, 400);
    return c.json(studio.create(body.data, new URL(c.req.url).origin));
  });

  app.post('/dbc-pool/submit', limit(SUBMIT_MAX_BYTES), async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.json({ error: 'body: must be multipart/form-data' }, 400);
    }
    const errors: Record<string, string[]> = {};
    const { transaction, owner, content, headerImage } = form;
    if (typeof transaction !== 'string' || transaction === '')
      errors.transaction = ['required: the signed transaction'];
    if (typeof owner !== 'string' || !isAddress(owner)) errors.owner = ['required: a base58 Solana address'];
    if (content !== undefined && typeof content !== 'string') errors.content = ['must be text'];
    if (headerImage !== undefined) {
      const ok =
        headerImage instanceof File && (TOKEN_IMAGE_CONTENT_TYPES as readonly string[]).includes(headerImage.type);
      if (!ok) errors.headerImage = [`must be a file of type ${TOKEN_IMAGE_CONTENT_TYPES.join(', ')}`];
      else if (headerImage.size > IMAGE_MAX_BYTES) errors.headerImage = [`at most ${String(IMAGE_MAX_BYTES)} bytes`];
    }
    if (Object.keys(errors).length > 0 || typeof transaction !== 'string' || typeof owner !== 'string') {
      return c.json({ errors, error: describe(errors) }, 400);
    }
    const header = headerImage instanceof File ? headerImage : undefined;
    const result = studio.submit(transaction, owner, {
      ...(typeof content === 'string' ? { content } : {}),
      ...(header ? { headerImageType: header.type } : {}),
    });
    if (!result.ok) return c.json(result.body, result.status);
    if (header) {
      studio.uploads.put('headers', result.value.mint, {
        contentType: header.type,
        bytes: new Uint8Array(await header.arrayBuffer()),
      });
    }
    return c.json({ success: true, data: result.value });
  });

  app.get('/dbc-pool/addresses/:mint', (c) => {
    const data = studio.addresses(c.req.param('mint'));
    if (!data) return c.json({ error: 'Pool addresses not found' }, 404);
    return c.json({ success: true, data });
  });

  app.post('/dbc/fee', async (c) => {
    const body = await parse(c, poolFeeParamsSchema);
    if (!body.ok) return body.response;
    const fee = studio.fee(body.data.poolAddress);
    if (!fee) return c.json({ error: 'Pool not found' }, 404);
    return c.json(fee);
  });

  app.post('/dbc/fee/create-tx', async (c) => {
    const body = await parse(c, createClaimFeeTxParamsSchema);
    if (!body.ok) return body.response;
    const { ownerWallet, poolAddress, maxQuoteAmount } = body.data;
    const result = studio.claimTx(ownerWallet, poolAddress, maxQuoteAmount);
    return result.ok ? c.json(result.value) : c.json(result.body, result.status);
  });

  return app;
}

const isKind = (v: string): v is UploadKind => (UPLOAD_KINDS as readonly string[]).includes(v);

export function uploadRoutes(studio: Studio, now: () => number) {
  const app = new Hono();

  app.put('/:kind/:mint', limit(IMAGE_MAX_BYTES), async (c) => {
    const { kind, mint } = c.req.param();
    if (!isKind(kind) || kind === 'headers') return c.json({ error: `No upload target ${kind}` }, 404);
    const query = new URL(c.req.url).searchParams;
    const refused = studio.uploads.check(kind, mint, query, now());
    if (refused) return c.json({ error: `Access denied: ${refused}` }, 403);
    if (!studio.launch(mint)) return c.json({ error: `No launch with mint ${mint}` }, 404);
    const declared = query.get('contentType') ?? '';
    const sent = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (sent !== declared)
      return c.json({ error: `Content-Type must be ${declared} (the type it was signed for)` }, 403);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (kind === 'metadata') {
      if (bytes.length > METADATA_MAX_BYTES) return c.json({ error: 'Metadata too large' }, 413);
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return c.json({ error: 'Metadata must be JSON' }, 400);
      }
      const metadata = poolMetadataSchema.safeParse(parsed);
      if (!metadata.success) return c.json({ error: `Metadata: ${metadata.error.issues[0]?.message ?? ''}` }, 400);
      const strings = Object.fromEntries(Object.entries(metadata.data).filter(([, v]) => typeof v === 'string'));
      studio.noteMetadata(mint, strings);
    } else if (bytes.length === 0) {
      return c.json({ error: 'Empty image' }, 400);
    }
    studio.uploads.put(kind, mint, { contentType: declared, bytes });
    return c.body(null, 200);
  });

  app.get('/:kind/:mint', (c) => {
    const { kind, mint } = c.req.param();
    const file = isKind(kind) ? studio.uploads.get(kind, mint) : null;
    if (!file) return c.json({ error: 'Not found' }, 404);
    return c.body(new Uint8Array(file.bytes).buffer, 200, {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=60',
    });
  });

  return app;
}
