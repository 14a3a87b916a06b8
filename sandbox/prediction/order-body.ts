import { createOrderRequestSchema, type CreateOrderRequest } from '../../src/api/prediction/schemas';
import { LOT, MICRO } from './book';
import { PredictionError } from './errors';

/** As the supplement writes a decimal count: "1.5", "0" for none. */
export const decimal = (micro: number) => (micro / MICRO).toFixed(6).replace(/\.?0+$/, '') || '0';

/** Supplement: string or number. */
export function parseOrderBody(raw: unknown): CreateOrderRequest {
  const body = typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : raw;
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const field of ['depositAmount', 'contracts', 'contractsMicro']) {
      if (typeof record[field] === 'number') record[field] = String(record[field]);
    }
    if (typeof record.contractsDecimal === 'number') record.contractsDecimal = String(record.contractsDecimal);
  }
  const parsed = createOrderRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = issue?.path.join('.') || null;
  const message =
    issue?.message === 'Minimum order is $5' ? issue.message : `${param ?? 'body'}: ${issue?.message ?? 'invalid'}`;
  throw new PredictionError(
    400,
    'invalid_request_error',
    message,
    issue?.message === 'Minimum order is $5' ? 'minimum_order' : 'invalid_parameter',
    param,
  );
}

export function sellContractsOf(body: CreateOrderRequest): number {
  const micro =
    body.contractsMicro !== undefined
      ? Number(body.contractsMicro)
      : body.contracts !== undefined
        ? Number(body.contracts) * MICRO
        : Math.floor(Number(body.contractsDecimal ?? '0') * MICRO);
  return Math.floor(micro / LOT) * LOT;
}
