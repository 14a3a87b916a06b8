// Withdrawals begun in this tab, by wallet (sessionStorage): an expired order keeps its state at the service while its
// withdrawal is under way, so only the page knows to resume it after a reload.
const keyOf = (wallet: string) => `trading-app:trigger-withdrawals:${wallet}`;

function read(wallet: string): string[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(keyOf(wallet)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function withdrawalBegun(wallet: string, orderId: string) {
  const ids = read(wallet);
  if (!ids.includes(orderId)) sessionStorage.setItem(keyOf(wallet), JSON.stringify([...ids, orderId]));
}

export function withdrawalEnded(wallet: string, orderId: string) {
  sessionStorage.setItem(keyOf(wallet), JSON.stringify(read(wallet).filter((id) => id !== orderId)));
}

export const isWithdrawalBegun = (wallet: string, orderId: string) => read(wallet).includes(orderId);
