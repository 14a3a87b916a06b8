import * as z from 'zod/mini';
import { HISTORY_SORTS, SORT_DIRS } from '../../../api/trigger/schemas';
import { urlParam, useUrlState } from '../../../hooks/use-url-state';

export const PAGE_TABS = ['limit', 'recurring'] as const;
export const ORDER_VIEWS = ['open', 'history'] as const;
export const HISTORY_FILTERS = ['all', 'active', 'past'] as const;

const PARAMS = {
  tab: urlParam(z.enum(PAGE_TABS), 'limit'),
  orders: urlParam(z.enum(ORDER_VIEWS), 'open'),
  state: urlParam(z.enum(HISTORY_FILTERS), 'all'),
  token: urlParam(z.string().check(z.maxLength(64)), 'all'),
  sort: urlParam(z.enum(HISTORY_SORTS), 'updated_at'),
  dir: urlParam(z.enum(SORT_DIRS), 'desc'),
};

export function useLimitPageState() {
  return useUrlState(PARAMS);
}
export type LimitPageState = ReturnType<typeof useLimitPageState>;
