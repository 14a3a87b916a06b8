import { bookContext, bookFamily } from '../kit/family';
import { seedInvites } from './big-wallet';
import { SendBook } from './book';
import type { SendContext } from './service';
import { startSend, stopSend } from './keeper';
import { sendControlRoutes, sendRoutes } from './routes';

// Its keeper: the landing listener, the escrow co-signer and expiry on the sandbox clock.
export const sendFamily = bookFamily<'send', SendBook, SendContext>({
  name: 'send',
  book: SendBook,
  context: bookContext,
  start: startSend,
  stop: stopSend,
  api: { path: '/send/v1', routes: sendRoutes },
  control: { path: '/send', routes: sendControlRoutes },
  seedWallet: seedInvites,
});
