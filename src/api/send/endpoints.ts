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
  craftSend: endpoint({
    method: 'POST',
    path: '/send/v1/craft-send',
    input: craftSendParamsSchema,
    response: craftSendResponseSchema,
  }),
  getPendingInvites: endpoint({
    method: 'GET',
    path: '/send/v1/pending-invites',
    input: inviteListParamsSchema,
    response: inviteListResponseSchema,
  }),
  getInviteHistory: endpoint({
    method: 'GET',
    path: '/send/v1/invite-history',
    input: inviteListParamsSchema,
    response: inviteListResponseSchema,
  }),
  craftClawback: endpoint({
    method: 'POST',
    path: '/send/v1/craft-clawback',
    input: craftClawbackParamsSchema,
    response: craftClawbackResponseSchema,
  }),
};

export const { craftSend, getPendingInvites, getInviteHistory, craftClawback } = endpointFunctions(sendEndpoints);
