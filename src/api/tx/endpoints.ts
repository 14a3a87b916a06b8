import * as z from 'zod/mini';
import { ApiError } from '../errors';
import { endpoint, endpointFunctions } from '../endpoint';
import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  sendTransactionRpcRequestSchema,
  sendTransactionRpcResponseSchema,
  submitRequestSchema,
  submitResponseSchema,
} from './schemas';

const txEndpoints = {
  submitTransaction: endpoint({
    method: 'POST',
    path: '/tx/v1/submit',
    input: submitRequestSchema,
    response: submitResponseSchema,
  }),
};

export const { submitTransaction } = endpointFunctions(txEndpoints);

const RPC_ERRORS: Readonly<Record<number, string>> = {
  [-1013]: 'The tip is below the minimum: transfer at least 0.001 SOL to one of the 16 tip accounts.',
  [-1014]: 'The transaction has no tip: add a transfer of at least 0.001 SOL to one of the 16 tip accounts.',
  [-1015]: 'The submission endpoint refused a parameter (it needs skipPreflight true and maxRetries 0).',
  [-1016]: 'The transaction was not sent as base64.',
};

/** The JSON-RPC error codes of the submission endpoint (supplement §12), in words. */
export function explainRpcErrorCode(code: number, message?: string): string {
  return RPC_ERRORS[code] ?? `Transaction submission failed${message ? `: ${message}` : ''} (JSON-RPC ${code}).`;
}

export interface SendTransactionRpcOptions {
  id?: string | number;
  /** Route only through staked (SWQoS) connections (supplement §12). */
  swqosOnly?: boolean;
  signal?: AbortSignal;
}

let nextRpcId = 1;
const RPC_PATH = 'sendTransaction (JSON-RPC)';

/** Spec §4.12: a result means forwarded, not landed (confirm on the app's RPC); an RPC error is an `http` ApiError. */
export async function sendTransactionRpc(
  client: ApiClient,
  submissionUrl: string,
  signedTxBase64: string,
  options: SendTransactionRpcOptions = {},
): Promise<string> {
  if (!z.url({ protocol: /^https?$/ }).safeParse(submissionUrl).success) {
    throw new ApiError({
      kind: 'invalid-request',
      message: `Invalid submission URL: ${submissionUrl}`,
      issues: ['submissionUrl: expected an http(s) URL'],
    });
  }
  const json = encodeRequest(
    sendTransactionRpcRequestSchema,
    {
      jsonrpc: '2.0',
      id: options.id ?? nextRpcId++,
      method: 'sendTransaction',
      params: [
        signedTxBase64,
        {
          encoding: 'base64',
          skipPreflight: true,
          maxRetries: 0,
          ...(options.swqosOnly === undefined ? {} : { swqosOnly: options.swqosOnly }),
        },
      ],
    },
    'sendTransaction',
  );
  const response = await client.request({
    method: 'POST',
    path: RPC_PATH,
    url: submissionUrl,
    json,
    schema: sendTransactionRpcResponseSchema,
    signal: options.signal,
  });
  if (response.error) {
    const { code, message } = response.error;
    const known = RPC_ERRORS[code] !== undefined;
    throw new ApiError({
      kind: 'http',
      method: 'POST',
      path: RPC_PATH,
      // Only a 2xx reaches this point: JSON-RPC reports its errors inside a successful HTTP answer.
      status: 200,
      code,
      message: known ? `${explainRpcErrorCode(code)} (${message})` : explainRpcErrorCode(code, message),
      details: response.error,
    });
  }
  return response.result ?? '';
}
