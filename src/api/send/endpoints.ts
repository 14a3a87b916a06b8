import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  craftClawbackParamsSchema,
  craftClawbackResponseSchema,
  craftSendParamsSchema,
  craftSendResponseSchema,
  inviteListParamsSchema,
  inviteListResponseSchema,
  type CraftClawbackParams,
  type CraftClawbackResponse,
  type CraftSendParams,
  type CraftSendResponse,
  type InviteListParams,
  type InviteListResponse,
} from './schemas';

/** POST /send/v1/craft-send — unsigned transaction funding an invite (signed by sender and invite keypair). */
export async function craftSend(
  client: ApiClient,
  params: CraftSendParams,
  signal?: AbortSignal,
): Promise<CraftSendResponse> {
  const json = encodeRequest(craftSendParamsSchema, params, 'send craft-send');
  return client.request({ method: 'POST', path: '/send/v1/craft-send', json, schema: craftSendResponseSchema, signal });
}

/** GET /send/v1/pending-invites — a sender's invites that can still be claimed or clawed back. */
export async function getPendingInvites(
  client: ApiClient,
  params: InviteListParams,
  signal?: AbortSignal,
): Promise<InviteListResponse> {
  const query = encodeRequest(inviteListParamsSchema, params, 'send pending-invites');
  return client.request({
    method: 'GET',
    path: '/send/v1/pending-invites',
    query,
    schema: inviteListResponseSchema,
    signal,
  });
}

/** GET /send/v1/invite-history — claimed, clawed-back and expired invites of a sender or recipient. */
export async function getInviteHistory(
  client: ApiClient,
  params: InviteListParams,
  signal?: AbortSignal,
): Promise<InviteListResponse> {
  const query = encodeRequest(inviteListParamsSchema, params, 'send invite-history');
  return client.request({
    method: 'GET',
    path: '/send/v1/invite-history',
    query,
    schema: inviteListResponseSchema,
    signal,
  });
}

/** POST /send/v1/craft-clawback — unsigned transaction returning an unclaimed invite to its sender. */
export async function craftClawback(
  client: ApiClient,
  params: CraftClawbackParams,
  signal?: AbortSignal,
): Promise<CraftClawbackResponse> {
  const json = encodeRequest(craftClawbackParamsSchema, params, 'send craft-clawback');
  return client.request({
    method: 'POST',
    path: '/send/v1/craft-clawback',
    json,
    schema: craftClawbackResponseSchema,
    signal,
  });
}
