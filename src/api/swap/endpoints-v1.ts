import { endpoint, endpointFunctions } from '../endpoint';
import {
  programIdToLabelSchema,
  quoteParamsSchema,
  quoteSchema,
  swapV1RequestSchema,
  swapV1ResponseSchema,
} from './schemas-v1';

const swapV1Endpoints = {
  getQuote: endpoint({
    method: 'GET',
    path: '/swap/v1/quote',
    input: quoteParamsSchema,
    response: quoteSchema,
    wireAliases: { forMevBundle: 'forJitoBundle' },
  }),
  /** An unsigned swap transaction from a quote passed back unchanged (encoding restores its wire form, supp. §5). */
  postSwap: endpoint({
    method: 'POST',
    path: '/swap/v1/swap',
    input: swapV1RequestSchema,
    response: swapV1ResponseSchema,
  }),
  getProgramIdToLabel: endpoint({
    method: 'GET',
    path: '/swap/v1/program-id-to-label',
    response: programIdToLabelSchema,
  }),
};

export const { getQuote, postSwap, getProgramIdToLabel } = endpointFunctions(swapV1Endpoints);
