interface WalletsRegistry {
  register: (...wallets: unknown[]) => () => void;
}
type RegisterCallback = (api: WalletsRegistry) => void;

/** As `@wallet-standard/wallet`'s registerWallet: dispatch, and answer the app's later request. */
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
