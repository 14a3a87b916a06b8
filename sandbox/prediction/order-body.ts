import * as z from 'zod';
import { createOrderRequestSchema, type CreateOrderRequest } from '../../src/api/prediction/schemas';
import { LOT, MICRO } from './book';

/** As the supplement writes a decimal count: "1.5", "0" for none. */
export const decimal = (micro: number) => (micro / MICRO).toFixed(6).replace(/\.?0+$/, '') || '0';

// Supplement: string or number.
const numbersAsText = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const record = { ...(raw as Record<string, unknown>) };
  for (const field of ['depositAmount', 'contracts', 'contractsMicro', 'contractsDecimal']) {
    if (typeof record[field] === 'number') record[field] = String(record[field]);
  }
  return record;
};

export const orderBodySchema = z.preprocess(numbersAsText, createOrderRequestSchema);

export function sellContractsOf(body: CreateOrderRequest): number {
  const micro =
    body.contractsMicro !== undefined
      ? Number(body.contractsMicro)
      : body.contracts !== undefined
        ? Number(body.contracts) * MICRO
        : Math.floor(Number(body.contractsDecimal ?? '0') * MICRO);
  return Math.floor(micro / LOT) * LOT;
}
