/* eslint-disable playwright/no-wait-for-timeout -- retries a control at a short fixed interval */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Lighthouse's mobile profile: 4× CPU slowdown, 1.6 Mbps down / 750 Kbps up, 150 ms round trip. */
export async function throttle(page: Page, network: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1_638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** A fresh browser (empty cache and storage) as a mid-range phone, or as a desktop when `phone` is false. */
export async function freshContext(browser: Browser, baseURL: string, phone: boolean): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    ...(phone
      ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }
      : { viewport: { width: 1280, height: 800 } }),
  });
}

type Landed = { __landed: { key: string; at: number; down: number }[] };

/**
 * Notes, for every keystroke, when its `input` event has run through React: a window listener in the bubble phase runs
 * after React's root listener and after the synchronous re-render a discrete event flushes.
 */
export async function watchKeystrokes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Landed;
    w.__landed = [];
    let down = 0;
    addEventListener('keydown', (e) => (down = e.timeStamp), true);
    addEventListener('input', (e) => {
      const data = e instanceof InputEvent ? (e.data ?? '') : '';
      queueMicrotask(() => w.__landed.push({ key: data, at: performance.now(), down }));
    });
  });
}

/**
 * Milliseconds from navigation until `control` accepts input: a character typed into it is in the field and in the
 * value React renders it with (the element's React props), the first keystroke of which both hold. The control is
 * retried from the first moment it is attached and enabled, so the figure can be late by one try (tens of ms), never
 * early. What the field held is selected first, so the character replaces it; it is taken back out afterwards.
 */
export async function msUntilUsable(page: Page, control: Locator, ch: string, deadline = 30_000): Promise<number> {
  const until = Date.now() + deadline;
  while (Date.now() < until) {
    const handle = await control.elementHandle({ timeout: deadline }).catch(() => null);
    const ready = await handle
      ?.evaluate((el) => {
        const input = el as HTMLInputElement;
        if (input.disabled || input.readOnly) return false;
        input.focus();
        input.select();
        return document.activeElement === input;
      })
      .catch(() => false);
    if (!handle || !ready) {
      await page.waitForTimeout(5);
      continue;
    }
    await page.keyboard.press(ch);
    const at = await handle
      .evaluate((el, typed) => {
        const input = el as HTMLInputElement & Record<string, { value?: unknown } | undefined>;
        const key = Object.keys(input).find((k) => k.startsWith('__reactProps$'));
        const rendered = key ? input[key]?.value : undefined;
        const landed = (window as unknown as Landed).__landed.findLast((l) => l.key === typed);
        if (input.isConnected && input.value === typed && rendered === typed && landed) return landed.at;
        return null;
      }, ch)
      .catch(() => null);
    if (at !== null) {
      await page.keyboard.press('Backspace');
      return at;
    }
  }
  return NaN;
}

export const median = (xs: number[]): number => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === xs.length ? (sorted[Math.floor(sorted.length / 2)] ?? NaN) : NaN;
};
