import { bookContext, bookFamily } from '../kit/family';
import { SendBook } from './book';
import { startSend, stopSend } from './keeper';
import { sendControlRoutes, sendRoutes } from './routes';

// Its keeper: the landing listener, the escrow co-signer and expiry on the sandbox clock.
export const sendFamily = bookFamily({
  name: 'send',
  book: SendBook,
  context: bookContext,
  start: startSend,
  stop: stopSend,
  api: { path: '/send/v1', routes: sendRoutes },
  control: { path: '/send', routes: sendControlRoutes },
});
