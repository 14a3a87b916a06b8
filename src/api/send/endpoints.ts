import { endpoint, endpointFunctions } from '../endpoint';
import {
  craftClawbackParamsSchema,
  craftClawbackResponseSchema,
  craftSendParamsSchema,
  craftSendResponseSchema,
  inviteListParamsSchema,
  inviteListResponseSchema,
} from './schemas';

const sendEndpoints = {
  /** Unsigned transaction funding an invite (signed by sender and invite keypair). */
  craftSend: endpoint({
    method: 'POST',
    path: '/send/v1/craft-send',
    input: craftSendParamsSchema,
    response: craftSendResponseSchema,
  }),
  /** A sender's invites that can still be claimed or clawed back. */
  getPendingInvites: endpoint({
    method: 'GET',
    path: '/send/v1/pending-invites',
    input: inviteListParamsSchema,
    response: inviteListResponseSchema,
  }),
  /** Claimed, clawed-back and expired invites of a sender or recipient. */
  getInviteHistory: endpoint({
    method: 'GET',
    path: '/send/v1/invite-history',
    input: inviteListParamsSchema,
    response: inviteListResponseSchema,
  }),
  /** Unsigned transaction returning an unclaimed invite to its sender. */
  craftClawback: endpoint({
    method: 'POST',
    path: '/send/v1/craft-clawback',
    input: craftClawbackParamsSchema,
    response: craftClawbackResponseSchema,
  }),
};

export const { craftSend, getPendingInvites, getInviteHistory, craftClawback } = endpointFunctions(sendEndpoints);
