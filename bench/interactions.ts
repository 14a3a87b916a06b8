/* eslint-disable playwright/no-wait-for-timeout -- Event Timing entries follow the next paint */
import { expect, type Page } from '@playwright/test';

type Worst = { duration: number; what: string };
type Watched = { __worst: Map<number, Worst> };

/** Event Timing as INP counts it: per interaction, its longest event (entries of 16 ms and more). */
export async function watchInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__worst = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        const seen = w.__worst.get(e.interactionId);
        const what = `${e.name} on ${e.target?.nodeName ?? '?'} ${(e.target as Element | null)?.getAttribute('aria-label') ?? ''} (input delay ${String(Math.round(e.processingStart - e.startTime))}, handlers ${String(Math.round(e.processingEnd - e.processingStart))})`;
        if (!seen || e.duration > seen.duration) w.__worst.set(e.interactionId, { duration: e.duration, what });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

export async function resetInteractions(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as Watched).__worst.clear());
}

/** The longest interaction since the reset, once the frames its entries wait for have been painted. */
export async function worstInteraction(page: Page): Promise<Worst> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const all = [...(window as unknown as Watched).__worst.values()];
    return all.reduce<Worst>((a, b) => (b.duration > a.duration ? b : a), { duration: 0, what: '(none over 16 ms)' });
  });
}

const SEED = Array.from({ length: 32 }, (_, i) => ((i * 13 + 77) % 256).toString(16).padStart(2, '0')).join('');

export async function connectSandboxWallet(page: Page): Promise<void> {
  await page.addInitScript((seed) => {
    localStorage.setItem('trading-app:sandbox-wallet-seed', seed);
    localStorage.setItem('trading-app:sandbox-wallet-auto-approve', 'true');
  }, SEED);
  await page.goto('/swap?from=SOL&to=USDC');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  await expect(page.getByRole('banner')).toContainText('SOL', { timeout: 30_000 });
}

const type = async (page: Page, text: string) => page.keyboard.type(text, { delay: 120 });
const goto = async (page: Page, path: string, ready: (p: Page) => ReturnType<Page['getByRole']>) => {
  await page.goto(path);
  await expect(ready(page)).toBeEnabled({ timeout: 30_000 });
};

/** The main interactions of every page; `setUp` is not measured, `act` is. New rows go at the end. */
export const INTERACTIONS: { name: string; setUp?: (p: Page) => Promise<void>; act: (p: Page) => Promise<void> }[] = [
  {
    name: 'Swap: typing an amount',
    setUp: async (p) => {
      await goto(p, '/swap?from=SOL&to=USDC', (q) => q.getByRole('textbox', { name: 'You pay' }));
      await p.getByRole('textbox', { name: 'You pay' }).focus();
    },
    act: async (p) => {
      await type(p, '12.5');
      await expect(p.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('', { timeout: 20_000 });
    },
  },
  {
    name: 'token picker: open',
    act: async (p) => {
      await p.getByRole('button', { name: /^You pay token/ }).click();
      await expect(p.getByRole('dialog', { name: 'Pay with' }).getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'token picker: search',
    act: async (p) => {
      await type(p, 'usd');
    },
  },
  {
    name: 'Limit: typing a price',
    setUp: async (p) => {
      await goto(p, '/limit-orders', (q) => q.getByRole('textbox', { name: /Trigger price/ }));
      await p.getByRole('textbox', { name: /Trigger price/ }).focus();
    },
    act: (p) => type(p, '150.5'),
  },
  {
    name: 'Limit: choosing an order type',
    act: (p) => p.getByRole('radio', { name: 'Take-profit + stop-loss' }).check(),
  },
  {
    name: 'Launch: typing a name',
    setUp: async (p) => {
      await goto(p, '/launch', (q) => q.getByRole('textbox', { name: 'Name', exact: true }));
      await p.getByRole('textbox', { name: 'Name', exact: true }).focus();
    },
    act: (p) => type(p, 'Cat'),
  },
  {
    name: 'Invites: typing an amount',
    setUp: async (p) => {
      const amount = (q: Page) => q.getByRole('form', { name: 'New invite' }).getByRole('textbox', { name: 'Amount' });
      await goto(p, '/invites', amount);
      await amount(p).focus();
    },
    act: (p) => type(p, '12.5'),
  },
  {
    name: 'Earn: typing an amount',
    setUp: async (p) => {
      await p.goto('/earn');
      await p.getByRole('button', { name: 'Choose USDC to deposit or withdraw' }).click({ timeout: 30_000 });
      await p.getByRole('textbox', { name: 'Amount to deposit' }).focus({ timeout: 30_000 });
    },
    act: (p) => type(p, '12.5'),
  },
  {
    name: 'tabs: Earn → Borrow',
    act: async (p) => {
      await p.getByRole('tab', { name: 'Borrow' }).click();
      await expect(p.getByRole('table', { name: 'Vaults you can borrow from' })).toContainText('SOL → USDC', {
        timeout: 30_000,
      });
    },
  },
  {
    name: 'Borrow: moving the what-if slider',
    setUp: async (p) => {
      await p.getByRole('button', { name: 'Choose SOL → USDC to borrow' }).click();
      const form = p.getByRole('form', { name: 'Open a SOL → USDC position' });
      await form.getByRole('textbox', { name: 'Collateral to deposit' }).fill('1');
      await form.getByRole('textbox', { name: 'Amount to borrow' }).fill('50');
      await p.getByRole('slider', { name: 'What if SOL’s price moves?' }).focus({ timeout: 30_000 });
    },
    act: async (p) => {
      for (let i = 0; i < 5; i++) await p.keyboard.press('ArrowLeft', { delay: 30 });
      const box = await p.getByRole('slider', { name: 'What if SOL’s price moves?' }).boundingBox();
      if (box) await p.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    },
  },
  {
    name: 'Predictions: switching a category tab',
    setUp: async (p) => {
      await p.goto('/predictions');
      await expect(p.getByRole('list', { name: 'Events' }).getByRole('article').first()).toBeVisible({
        timeout: 30_000,
      });
    },
    act: async (p) => {
      await p.getByRole('tab', { name: 'Crypto' }).click();
      await expect(p.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: 'Predictions: typing a search',
    setUp: (p) => p.getByRole('searchbox', { name: 'Search events' }).focus(),
    act: async (p) => {
      await type(p, 'will');
      await p.waitForTimeout(600);
    },
  },
  {
    name: 'Predictions: opening an event',
    setUp: async (p) => {
      // A fresh list: clearing the search raced the deferred re-render of the filtered one.
      await p.goto('/predictions');
      await expect(p.getByRole('list', { name: 'Events' }).getByRole('article').first()).toBeVisible({
        timeout: 30_000,
      });
    },
    act: async (p) => {
      await p
        .getByRole('list', { name: 'Events' })
        .getByRole('article')
        .first()
        .getByRole('heading')
        .getByRole('button')
        .click();
      await expect(p.getByRole('heading', { name: 'Rules' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'wallet menu: open',
    setUp: async (p) => {
      await p.goto('/swap?from=SOL&to=USDC');
      await expect(p.getByRole('button', { name: /^Wallet / })).toContainText('SOL', { timeout: 30_000 });
    },
    act: async (p) => {
      await p.getByRole('button', { name: /^Wallet / }).click();
      await expect(p.getByRole('button', { name: /^Wallet / })).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'activity centre: open',
    setUp: async (p) => {
      await p.keyboard.press('Escape');
      await expect(p.getByRole('button', { name: /^Wallet / })).toHaveAttribute('aria-expanded', 'false');
    },
    act: async (p) => {
      await p
        .getByRole('banner')
        .getByRole('button', { name: /^Activity/ })
        .click();
      await expect(p.getByRole('dialog', { name: 'Activity' })).toBeVisible({ timeout: 30_000 });
    },
  },
];
