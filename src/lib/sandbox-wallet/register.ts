/** The app-side registry API a wallet receives (`@wallet-standard/app`'s `{ register }`). */
interface WalletsRegistry {
  register: (...wallets: unknown[]) => () => void;
}
type RegisterCallback = (api: WalletsRegistry) => void;

/**
 * Announces a wallet the way wallet-standard wallets do (`@wallet-standard/wallet`'s registerWallet): dispatch
 * `wallet-standard:register-wallet` with a callback for an app that is already listening, and answer the app's
 * `wallet-standard:app-ready` for one that starts listening later. Either way the app calls back with its registry.
 */
export function registerWallet(wallet: object, target: EventTarget = window): void {
  const callback: RegisterCallback = ({ register }) => register(wallet);
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  } catch (error) {
    console.warn('wallet-standard:register-wallet event could not be dispatched', error);
  }
  try {
    target.addEventListener('wallet-standard:app-ready', (event) => {
      callback((event as CustomEvent<WalletsRegistry>).detail);
    });
  } catch (error) {
    console.warn('wallet-standard:app-ready event listener could not be added', error);
  }
}
