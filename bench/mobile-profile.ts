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

/** How the page itself finds a main control: its accessible name as Playwright's getByRole matches it, in a form. */
export interface ControlName {
  name: string | RegExp;
  exact?: boolean;
  /** A CSS selector the control sits in. */
  within?: string;
}

/**
 * Resolves, in the page, the first moment the control is attached and enabled, with it focused and its text selected.
 * Found by the page (a MutationObserver), not by Playwright's locator polling: that polling and its round trips to a
 * 4× slower page had put 0.2–1.7 s between the control being ready and the keystroke (issue 30).
 */
function whenReady(page: Page, control: ControlName): Promise<boolean> {
  const spec = {
    source: control.name instanceof RegExp ? control.name.source : null,
    flags: control.name instanceof RegExp ? control.name.flags : '',
    text: typeof control.name === 'string' ? control.name : '',
    exact: control.exact ?? false,
    within: control.within ?? null,
  };
  return page.evaluate(
    (c) =>
      new Promise<boolean>((resolve) => {
        const squash = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
        const nameOf = (el: HTMLInputElement) =>
          squash(
            el.getAttribute('aria-label') ??
              el
                .getAttribute('aria-labelledby')
                ?.split(' ')
                .map((id) => document.getElementById(id)?.textContent)
                .join(' ') ??
              el.labels?.[0]?.textContent,
          );
        const matches = (name: string) =>
          c.source !== null
            ? new RegExp(c.source, c.flags).test(name)
            : c.exact
              ? name === c.text
              : name.toLowerCase().includes(c.text.toLowerCase());
        const check = () => {
          const input = [...document.querySelectorAll('input')].find(
            (el) => (c.within === null || el.closest(c.within)) && matches(nameOf(el)),
          );
          if (!input || input.disabled || input.readOnly) return false;
          input.focus();
          input.select();
          if (document.activeElement !== input) return false;
          (window as unknown as { __control: HTMLInputElement }).__control = input;
          observer.disconnect();
          resolve(true);
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    spec,
  );
}

/**
 * Clicks a button the moment the page shows it enabled (found by its accessible name, as getByRole matches it), as a
 * person taps what appears: Playwright's click would first wait out its own actionability polling (issue 30).
 */
export async function clickWhenReady(page: Page, name: string): Promise<void> {
  const box = await page.evaluate(
    (text) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        const check = () => {
          const button = [...document.querySelectorAll('button')].find(
            (b) =>
              !b.disabled &&
              (b.getAttribute('aria-label') ?? b.textContent)
                .replace(/\s+/g, ' ')
                .toLowerCase()
                .includes(text.toLowerCase()),
          );
          if (!button) return false;
          button.scrollIntoView({ block: 'center' });
          const r = button.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          observer.disconnect();
          resolve({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    name,
  );
  await page.mouse.click(box.x, box.y);
}

/**
 * Milliseconds from navigation until `control` accepts input: a character typed into it is in the field and in the
 * value React renders it with (the element's React props), the first keystroke of which both hold. The key is pressed
 * the moment the page reports the control attached and enabled (`whenReady`), so the figure is when the page's main
 * thread took the keystroke, never early. What the field held is selected first, so the character replaces it; it is
 * taken back out afterwards.
 */
export async function msUntilUsable(
  page: Page,
  control: Locator,
  ch: string,
  find: ControlName,
  deadline = 30_000,
): Promise<number> {
  const until = Date.now() + deadline;
  while (Date.now() < until) {
    if (!(await whenReady(page, find).catch(() => false))) {
      await page.waitForTimeout(5);
      continue;
    }
    await page.keyboard.press(ch);
    // Checked in the same page call and taken back out at once: a "7" left in Swap's field would fetch a quote.
    const at = await page
      .evaluate((typed) => {
        const w = window as unknown as Landed & { __control: HTMLInputElement };
        const input = w.__control as HTMLInputElement & Record<string, { value?: unknown } | undefined>;
        const key = Object.keys(input).find((k) => k.startsWith('__reactProps$'));
        const rendered = key ? input[key]?.value : undefined;
        const landed = w.__landed.findLast((l) => l.key === typed);
        if (input.isConnected && input.value === typed && rendered === typed && landed) return landed.at;
        return null;
      }, ch)
      .catch(() => null);
    if (at !== null) {
      await page.keyboard.press('Backspace');
      const same = await control.evaluate((el) => el === (window as unknown as { __control: unknown }).__control);
      if (!same) throw new Error('msUntilUsable: the page found another control than the locator names');
      return at;
    }
  }
  return NaN;
}

export const median = (xs: number[]): number => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === xs.length ? (sorted[Math.floor(sorted.length / 2)] ?? NaN) : NaN;
};
