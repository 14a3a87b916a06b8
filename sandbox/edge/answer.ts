import type { Context, ErrorHandler } from 'hono';
import type * as z from 'zod';
import { Refused } from '../kit/refused';
import { describeZodError } from '../kit/zod-message';

// A family's error envelope: how a refusal reads as a body, and how a body it cannot read is refused.
export interface Envelope {
  readonly render: (refused: Refused) => object;
  readonly notJson: () => Refused;
  readonly invalid: (error: z.core.$ZodError) => Refused;
  // An empty body reads as `{}` (else it is not JSON).
  readonly emptyIsObject: boolean;
}

export const answerRefused = (c: Context, envelope: Envelope, refused: Refused) =>
  c.json(envelope.render(refused), refused.status);

// A family app's `onError`: a refusal in the family's envelope; anything else goes on to the app's 500.
export function refusedAs(envelope: Envelope): ErrorHandler {
  return (error, c) => {
    if (error instanceof Refused) return answerRefused(c, envelope, error);
    throw error;
  };
}

// `{error}` and the refusal's own fields (swap's `code`, `requestId`): most families' envelope (spec §4 error bodies).
export function errorEnvelope(notJson: string, emptyIsObject: boolean): Envelope {
  return {
    render: ({ message, extra }) => ({ error: message, ...extra }),
    notJson: () => new Refused(400, notJson),
    invalid: (error) => new Refused(400, describeZodError(error)),
    emptyIsObject,
  };
}

export const PLAIN = errorEnvelope('body: must be valid JSON', true);
