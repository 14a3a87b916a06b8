import { endpoint, endpointFunctions } from '../endpoint';
import {
  eventListSchema,
  eventSearchResultSchema,
  eventsParamsSchema,
  searchEventsParamsSchema,
  tradingStatusSchema,
} from './event-schemas';

const BASE = '/prediction/v1';

// The reads the events page paints with, apart from the family's other endpoints (first-load budget).
export const { getEvents, searchEvents, getTradingStatus } = endpointFunctions({
  /** List events with the filters of spec §4.11. */
  getEvents: endpoint({ method: 'GET', path: `${BASE}/events`, input: eventsParamsSchema, response: eventListSchema }),
  /** GET /events/search. */
  searchEvents: endpoint({
    method: 'GET',
    path: `${BASE}/events/search`,
    input: searchEventsParamsSchema,
    response: eventSearchResultSchema,
  }),
  /** GET /trading-status: false while the exchange has paused trading on every market. */
  getTradingStatus: endpoint({ method: 'GET', path: `${BASE}/trading-status`, response: tradingStatusSchema }),
});
