import { endpoint, endpointFunctions } from '../endpoint';
import {
  eventListSchema,
  eventSearchResultSchema,
  eventsParamsSchema,
  searchEventsParamsSchema,
} from './event-schemas';

const BASE = '/prediction/v1';

// The two reads the events list paints with, apart from the family's other endpoints (first-load budget).
export const { getEvents, searchEvents } = endpointFunctions({
  /** List events with the filters of spec §4.11. */
  getEvents: endpoint({ method: 'GET', path: `${BASE}/events`, input: eventsParamsSchema, response: eventListSchema }),
  /** GET /events/search. */
  searchEvents: endpoint({
    method: 'GET',
    path: `${BASE}/events/search`,
    input: searchEventsParamsSchema,
    response: eventSearchResultSchema,
  }),
});
