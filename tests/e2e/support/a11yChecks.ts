import type { Locator, Page } from 'playwright-core';
import type { Screen } from './a11yScreens';
import { seriousA11yViolations } from './browser';
import { tabThrough } from './keyboard';

/** No loading indicator left in the content, and every running CSS transition at its end (final colours for axe). */
export async function quiet(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main [role=status] [role=progressbar], main .MuiLinearProgress-root, main .rh-dash-progress',
      ),
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    // Two frames: a transition started by the last render exists by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/** Loaded: the page's heading is there, the screen's own content too, and nothing is loading any more. */
export async function settle(page: Page, screen?: Screen) {
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() =>
        (document.querySelector('main') ?? document.body).textContent?.slice(0, 300),
      );
      throw new Error(`${error.message}\nat ${page.url()}, the page shows: ${shown}`);
    });
  await screen?.ready?.(page);
  await quiet(page);
}

/** Serious and critical axe-core violations as 'impact rule-id: targets', so a failure says what and where. */
export const axeSummary = async (page: Page) =>
  (await seriousA11yViolations(page)).map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );

/**
 * Opens a popup from `opener` with `key`, checks it (axe; with `tab`, a Tab cycle inside: every control reached
 * with visible focus), closes it with Escape; focus must come back to the opener.
 */
export async function checkPopup(
  page: Page,
  opener: Locator,
  key: 'Enter' | ' ' | 'ArrowDown',
  popup: Locator,
  { tab = true } = {},
) {
  await opener.focus();
  await page.keyboard.press(key);
  await popup.waitFor();
  await quiet(page);
  const axe = await axeSummary(page);
  const keyboard = tab
    ? await tabThrough(page, '[role=dialog]', { trapped: true })
    : { unreached: [], noVisibleFocus: [] };
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  const focusBack = await opener.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  return { axe, unreached: keyboard.unreached, noVisibleFocus: keyboard.noVisibleFocus, focusBack };
}

/** What checkPopup gives for a popup without findings. */
export const clean = { axe: [], unreached: [], noVisibleFocus: [], focusBack: true };
