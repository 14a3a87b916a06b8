import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createClaimFeeTxParamsSchema,
  poolFeeParamsSchema,
  poolMetadataSchema,
  TOKEN_IMAGE_CONTENT_TYPES,
  TOKEN_IMAGE_MAX_BYTES,
} from '../../src/api/studio/schemas';
import { type Envelope, refusedAs } from '../edge/answer';
import { readJson } from '../edge/body';
import { intParam } from '../edge/query';
import { Refused } from '../kit/refused';
import { isAddress } from '../world/address';
import { checkBody, createBodySchema, type FieldErrors, zodFieldErrors } from './create-tx';
import { badFields } from './refusals';
import type { Studio } from './studio';
import { UPLOAD_KINDS, type UploadKind } from './uploads';

// The image limit the app checks before it uploads.
export const IMAGE_MAX_BYTES = TOKEN_IMAGE_MAX_BYTES;
const METADATA_MAX_BYTES = 64 * 1024;
export const SUBMIT_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

// Spec §4.8 error bodies: `{errors, error}`, `{errors}`, `{error}` or `{error, details}`.
export const STUDIO_ENVELOPE: Envelope = {
  render: ({ message, extra }) => ({
    ...(extra.errors === undefined ? {} : { errors: extra.errors }),
    ...(message === '' ? {} : { error: message }),
    ...(extra.details === undefined ? {} : { details: extra.details }),
  }),
  notJson: () => new Refused(400, 'body: must be valid JSON'),
  invalid: (error) => badFields(zodFieldErrors(error)),
  emptyIsObject: true,
};
const E = STUDIO_ENVELOPE;
const POOLS_MAX = 100;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: `Request body too large: at most ${String(maxSize)} bytes` }, 413),
  });

export function studioRoutes(studio: Studio) {
  const app = new Hono();
  app.onError(refusedAs(E));

  app.post('/dbc-pool/create-tx', async (c) => {
    const body = await readJson(c, createBodySchema, E);
    const errors = checkBody(body);
    if (Object.keys(errors).length > 0) throw badFields(errors);
    return c.json(studio.create(body, new URL(c.req.url).origin));
  });

  app.post('/dbc-pool/submit', limit(SUBMIT_MAX_BYTES), async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new Refused(400, 'body: must be multipart/form-data');
    }
    const errors: FieldErrors = {};
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
      throw badFields(errors);
    }
    const header = headerImage instanceof File ? headerImage : undefined;
    const landed = studio.submit(transaction, owner, {
      ...(typeof content === 'string' ? { content } : {}),
      ...(header ? { headerImageType: header.type } : {}),
    });
    if (header) {
      studio.uploads.put('headers', landed.mint, {
        contentType: header.type,
        bytes: new Uint8Array(await header.arrayBuffer()),
      });
    }
    return c.json({ success: true, data: landed });
  });

  app.get('/dbc-pool/addresses/:mint', (c) => {
    const data = studio.addresses(c.req.param('mint'));
    if (!data) throw new Refused(404, 'Pool addresses not found');
    return c.json({ success: true, data });
  });

  app.get('/dbc-pool/state/:mint', (c) => {
    const [data] = studio.pools(1, c.req.param('mint'));
    if (!data) throw new Refused(404, 'Pool not found');
    return c.json({ success: true, data });
  });

  app.get('/dbc-pools', (c) => {
    const limit = intParam(c.req.query('limit'), 'limit', 1, POOLS_MAX, POOLS_MAX);
    return c.json({ success: true, data: studio.pools(limit) });
  });

  app.post('/dbc/fee', async (c) => {
    const fee = studio.fee((await readJson(c, poolFeeParamsSchema, E)).poolAddress);
    if (!fee) throw new Refused(404, 'Pool not found');
    return c.json(fee);
  });

  app.post('/dbc/fee/create-tx', async (c) => {
    const { ownerWallet, poolAddress, maxQuoteAmount } = await readJson(c, createClaimFeeTxParamsSchema, E);
    return c.json(studio.claimTx(ownerWallet, poolAddress, maxQuoteAmount));
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
