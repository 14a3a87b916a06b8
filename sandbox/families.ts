import { lendFamily } from './lend/family';
import { marketFamily } from './market/family';
import { predictionFamily } from './prediction/family';
import { recurringFamily } from './recurring/family';
import { sendFamily } from './send/family';
import { studioFamily } from './studio/family';
import { swapFamily } from './swap/family';
import { triggerFamily } from './trigger/family';

// Every family, in the order they are built, mounted and saved (trigger after studio and the books, as before). A
// new family is its folder, with a `family.ts` (kit/family.ts), and one line here.
export const FAMILIES = [
  marketFamily,
  swapFamily,
  studioFamily,
  recurringFamily,
  sendFamily,
  lendFamily,
  triggerFamily,
  predictionFamily,
] as const;

type Registered = (typeof FAMILIES)[number];
export type FamilyName = Registered['name'];
export type ServiceOf<N extends FamilyName> = ReturnType<NonNullable<Extract<Registered, { name: N }>['create']>>;
