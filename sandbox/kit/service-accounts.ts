import { type Address, derivedAddress } from '../world/address';

const owners = new Map<string, Address>();

/** Collects the service's fees; nobody signs for it, so a derived address; its token accounts written on first need. */
export function platformFeeOwner(seed: string): Address {
  let owner = owners.get(seed);
  if (!owner) {
    owner = derivedAddress('platform-fee-collector', seed);
    owners.set(seed, owner);
  }
  return owner;
}
