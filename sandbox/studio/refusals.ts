import { Refused } from '../kit/refused';
import type { FieldErrors } from './create-tx';

const describe = (errors: FieldErrors) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');

// A 400 `{errors: {field: [..]}, error}` names every bad field (spec §4.8 error bodies).
export const badFields = (errors: FieldErrors) => new Refused(400, describe(errors), { errors });

// Submit and the fee claim answer `{errors}` alone, no `error` line (supplement §8).
export const badField = (field: string, problem: string) => new Refused(400, '', { errors: { [field]: [problem] } });
