export const ROUTES = {
  swap: {
    path: '/swap',
    label: 'Swap',
    description: 'Best price across every router, with every fee shown before you sign.',
  },
  limitOrders: {
    path: '/limit-orders',
    label: 'Limit Orders',
    description: 'Trigger a trade on a token’s USD price, or buy on a schedule. Orders are held in your own vault.',
  },
  launch: {
    path: '/launch',
    label: 'Launch Token',
    description: 'Create a token on a bonding curve. See what the curve will do before you sign.',
  },
  invites: {
    path: '/invites',
    label: 'Send Invites',
    description:
      'Send tokens to anyone with a link, or straight to a wallet address. Unclaimed invites come back to you.',
  },
  earn: {
    path: '/earn',
    label: 'Earn/Borrow',
    description: 'Deposit to earn interest, or borrow against collateral with the liquidation price in view.',
  },
  predictions: {
    path: '/predictions',
    label: 'Predictions',
    description: 'Bet on real-world outcomes. Every contract pays $1 if it is right.',
  },
  portfolio: {
    path: '/portfolio',
    label: 'Portfolio',
    description:
      'Everything your wallet holds and has parked in any product, in dollars, and one way to bring it home.',
  },
} as const;

export type RouteId = keyof typeof ROUTES;
export const NAV_ORDER: readonly RouteId[] = [
  'swap',
  'limitOrders',
  'launch',
  'invites',
  'earn',
  'predictions',
  'portfolio',
];

export const INVITE_CLAIM_PATH = '/invites/claim';
export const PREDICTIONS_LEADERBOARD_PATH = '/predictions/leaderboard';
export const PREDICTIONS_PROFILE_PATH = '/predictions/profile';
export const traderProfilePath = (wallet: string) => `${PREDICTIONS_PROFILE_PATH}/${wallet}`;
export const isWalletAddress = (text: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text);
const SUB_PAGE = /^\/predictions\/(?:leaderboard|profile\/([^/]+))\/*$/;

/** The leaderboard's and a trader's title: pages of the predictions section with URLs of their own. */
export function subPageTitle(pathname: string): string | null {
  const page = SUB_PAGE.exec(pathname);
  if (!page) return null;
  const wallet = page[1];
  const what =
    wallet === undefined
      ? 'Leaderboard'
      : isWalletAddress(wallet)
        ? `Trader ${wallet.slice(0, 4)}…${wallet.slice(-4)}`
        : 'Trader not found';
  return `${what} · ${ROUTES.predictions.label}`;
}

export function routeAt(pathname: string): RouteId | undefined {
  const path = pathname.replace(/\/+$/, '') || ROUTES.swap.path;
  if (path === INVITE_CLAIM_PATH) return 'invites';
  if (SUB_PAGE.test(path)) return 'predictions';
  return NAV_ORDER.find((id) => ROUTES[id].path === path);
}
