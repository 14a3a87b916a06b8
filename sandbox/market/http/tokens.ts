import { Hono } from 'hono';
import { TOKEN_SEARCH_MINTS_MAX, TOKEN_TAGS } from '../../../src/api/tokens/schemas';
import { TOKEN_CATEGORIES, TokenCatalog, type TokenCategory } from '../../engine/catalog';
import { mintInformation } from '../../engine/records';
import { STATS_WINDOWS, type StatsInterval } from '../../engine/stats';
import type { FamilyContext } from '../../kit/family';
import type { SandboxToken } from '../../world/token';
import { PLAIN, refusedAs } from '../../edge/answer';
import { intParam, mintList, originOf } from '../../edge/query';
import { Refused } from '../../kit/refused';

const SEARCH_DEFAULT_LIMIT = 20;
const CATEGORY_DEFAULT_LIMIT = 50;
const RECENT_DEFAULT_LIMIT = 30;
const LIMIT_MAX = 100;
/** A text query longer than this is not a name or a symbol (a batch of mints has commas). */
const TEXT_QUERY_MAX = 200;

const isTag = (v: string): v is (typeof TOKEN_TAGS)[number] => (TOKEN_TAGS as readonly string[]).includes(v);
const isCategory = (v: string): v is TokenCategory => (TOKEN_CATEGORIES as readonly string[]).includes(v);
const isInterval = (v: string): v is StatsInterval => Object.hasOwn(STATS_WINDOWS, v);

/** Tokens v2 (supplement §2): tag, search, the ranked categories and recent listings, as complete records. */
export function tokenRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  // Built on the first request: the engine behind it stays off the start-up path (see FamilyContext.engine).
  let built: TokenCatalog | null = null;
  const catalog = () => (built ??= new TokenCatalog(ctx.world, ctx.engine));
  const records = (tokens: SandboxToken[], url: string) => {
    const origin = originOf(url);
    return tokens.map((t) => mintInformation(ctx.engine, t, origin));
  };

  app.get('/tag', (c) => {
    const tag = c.req.query('query');
    if (tag === undefined || tag === '') throw new Refused(400, `query: required, one of ${TOKEN_TAGS.join(', ')}`);
    if (!isTag(tag))
      throw new Refused(400, `query: must be one of ${TOKEN_TAGS.join(', ')}, got "${tag.slice(0, 40)}"`);
    return c.json(records(catalog().byTag(tag), c.req.url));
  });

  app.get('/search', (c) => {
    const query = c.req.query('query')?.trim() ?? '';
    if (query === '') throw new Refused(400, 'query: required (a symbol, a name, a mint, or comma-separated mints)');
    const limit = intParam(c.req.query('limit'), 'limit', 1, LIMIT_MAX, SEARCH_DEFAULT_LIMIT);
    if (query.includes(',')) {
      const mints = mintList(query, 'query', TOKEN_SEARCH_MINTS_MAX, ' (a comma-separated batch takes mints only)');
      return c.json(records(catalog().byMints(mints), c.req.url));
    }
    if (query.length > TEXT_QUERY_MAX) {
      throw new Refused(400, `query: at most ${String(TEXT_QUERY_MAX)} characters for a text search`);
    }
    return c.json(records(catalog().search(query, limit), c.req.url));
  });

  app.get('/recent', (c) => {
    const limit = intParam(c.req.query('limit'), 'limit', 1, LIMIT_MAX, RECENT_DEFAULT_LIMIT);
    return c.json(records(catalog().recent(limit), c.req.url));
  });

  app.get('/:category/:interval', (c) => {
    const { category, interval } = c.req.param();
    if (!isCategory(category)) {
      throw new Refused(400, `category: must be one of ${TOKEN_CATEGORIES.join(', ')}, got "${category.slice(0, 40)}"`);
    }
    if (!isInterval(interval)) {
      throw new Refused(
        400,
        `interval: must be one of ${Object.keys(STATS_WINDOWS).join(', ')}, got "${interval.slice(0, 40)}"`,
      );
    }
    const limit = intParam(c.req.query('limit'), 'limit', 1, LIMIT_MAX, CATEGORY_DEFAULT_LIMIT);
    return c.json(records(catalog().category(category, interval, limit), c.req.url));
  });

  return app;
}
