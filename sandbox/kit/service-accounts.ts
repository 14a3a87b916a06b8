import { type Address, derivedAddress } from '../world/address';

const owners = new Map<string, Address>();

/**
 * The wallet that collects the service's own fees (router default fees and the gasless surcharge). Nobody signs for
 * it, so a derived address is enough; its token accounts are written by the sandbox the first time a fee mint needs one.
 */
export function platformFeeOwner(seed: string): Address {
  let owner = owners.get(seed);
  if (!owner) {
    owner = derivedAddress('platform-fee-collector', seed);
    owners.set(seed, owner);
  }
  return owner;
}
