import * as z from 'zod/mini';
import { EVENT_CATEGORIES, EVENT_FILTERS } from '../../../api/prediction/event-schemas';
import { urlParam, useUrlState } from '../../../hooks/use-url-state';

export const SORTS = ['volume-desc', 'volume-asc', 'beginAt-asc', 'beginAt-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  'volume-desc': 'Volume, highest first',
  'volume-asc': 'Volume, lowest first',
  'beginAt-asc': 'Start, soonest first',
  'beginAt-desc': 'Start, latest first',
};
export const VIEWS = ['events', 'watchlist', 'portfolio', 'leaderboard'] as const;

const PARAMS = {
  category: urlParam(z.enum(EVENT_CATEGORIES), 'all'),
  filter: urlParam(z.union([z.enum(EVENT_FILTERS), z.literal('any')]), 'any'),
  sort: urlParam(z.enum(SORTS), 'volume-desc'),
  q: urlParam(z.string().check(z.maxLength(200)), ''),
  event: urlParam(z.string().check(z.minLength(1), z.maxLength(200)), ''),
  market: urlParam(z.string().check(z.minLength(1), z.maxLength(200)), ''),
  side: urlParam(z.enum(['yes', 'no']), 'yes'),
  view: urlParam(z.enum(VIEWS), 'events'),
  trader: urlParam(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)), ''),
};

export const usePredictionsUrl = () => useUrlState(PARAMS);
export type PredictionsUrl = ReturnType<typeof usePredictionsUrl>;
