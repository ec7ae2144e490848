import type { Page } from 'playwright-core';

/**
 * English a user could meet on an Italian screen: react-admin's and MUI's own labels, zod's English messages and
 * the usual UI words. Whole words, case as shown; brand names (RicambiHub, PayPal, Stripe…) are not in it.
 */
export const ENGLISH = [
  'Invalid input',
  'Too small',
  'Too big',
  'expected',
  'received undefined',
  'Required',
  'Loading',
  'No results',
  'No data',
  'Cancel',
  'Save',
  'Delete',
  'Edit',
  'Create',
  'Export',
  'Search',
  'Submit',
  'Close',
  'Previous',
  'Next',
  'Rows per page',
  'Go to page',
  'Go to next page',
  'Go to previous page',
  'Something went wrong',
  'Not found',
  'Sign in',
  'Log in',
  'Logout',
  'Add filter',
  'Remove all filters',
  'Select all',
  'Refresh',
  'Open',
  'Clear',
  'Back',
  'Error',
  'Show',
  'Page',
];

export interface Findings {
  overflow: string[];
  english: string[];
  money: string[];
  dialogs: string[];
  /** The open tab or place (aria-current) cut off by the bar it scrolls in. */
  current: string[];
  /** Buttons written in capitals: one casing rule, sentence case ("Crea preventivo"). */
  casing: string[];
  /** A field with a value whose label lies over it instead of floating above. */
  labels: string[];
}

/** Capitals that are names, not shouting. */
const ACRONYMS = ['IBAN', 'XLSX', 'FAQ', 'PDF', 'CSV', 'XML', 'IVA', 'PEC', 'SDI', 'BRT', 'CAP', 'OE'];

/**
 * What the sweep reads in the page: sideways overflow, English words in visible text and in the names a screen
 * reader speaks (aria-label, title, placeholder), amounts not written the Italian way, open dialogs that do not
 * fit the viewport, an open tab (aria-current) scrolled out of its tab bar, buttons written in capitals, and a label
 * lying over its field's value.
 */
export async function sweepFindings(page: Page): Promise<Findings> {
  return page.evaluate(
    ([english, acronymList]) => {
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const root = document.documentElement;
      const overflow: string[] = [];
      if (root.scrollWidth > root.clientWidth) {
        overflow.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px view`);
        // Where: the innermost elements reaching past the right edge, so a failure names what to fix.
        const past = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 1;
        const culprits = [...document.body.querySelectorAll('*')].filter(
          (el) => visible(el) && past(el) && ![...el.children].some(past),
        );
        for (const el of culprits.slice(0, 3)) {
          const classes = [...el.classList]
            .filter((name) => !name.startsWith('css-'))
            .slice(0, 3)
            .join('.');
          overflow.push(
            `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} ends at ${Math.round(el.getBoundingClientRect().right)} px`,
          );
        }
      }

      const text = document.body.innerText;
      const spoken: string[] = [];
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (!visible(el)) continue;
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (el.getAttribute(name)) spoken.push(el.getAttribute(name)!);
      }
      const words = new RegExp(`(?<![\\p{L}\\d])(${english.join('|')})(?![\\p{L}\\d])`, 'gu');
      const found = new Set<string>();
      for (const piece of [text, ...spoken]) {
        for (const match of piece.matchAll(words)) {
          const at = match.index ?? 0;
          found.add(`"${match[1]}" in "${piece.slice(Math.max(0, at - 30), at + 40).replace(/\s+/g, ' ')}"`);
        }
        // react-admin's pagination ("1-10 of 42").
        for (const match of piece.matchAll(/\d+\s*of\s*\d+/g)) found.add(`"${match[0]}"`);
      }

      // Amounts next to the euro sign: thousands grouped with a dot, two decimals after a comma.
      const money = new Set<string>();
      const amount = /(?:€\s?)?\d[\d.,]*\d(?:\s?€)|€\s?\d[\d.,]*/gu;
      const italian = /^(?:€\s?)?\d{1,3}(?:\.\d{3})*(?:,\d{2})?(?:\s?€)?$/u;
      for (const match of text.matchAll(amount)) {
        const shown = match[0].replace(/\u00a0|\u202f/g, ' ').trim();
        if (!italian.test(shown)) money.add(shown);
      }
      // A money field shows its value the Italian way too ("9.90" in a number field is the defect seen).
      for (const input of document.querySelectorAll<HTMLInputElement>('input[inputmode=decimal], input[type=number]')) {
        if (visible(input) && /^\d+\.\d+$/.test(input.value))
          money.add(`field "${input.labels?.[0]?.innerText ?? input.name}" shows ${input.value}`);
      }

      const dialogs: string[] = [];
      for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog]')) {
        if (!visible(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        if (box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1)
          dialogs.push(
            `dialog "${dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? ''}" at x ${Math.round(box.left)}, y ${Math.round(box.top)}, ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
      const current: string[] = [];
      for (const place of document.querySelectorAll('[aria-current=page]')) {
        if (!visible(place)) continue;
        let bar = place.parentElement;
        while (
          bar &&
          bar !== document.body &&
          !(bar.scrollWidth > bar.clientWidth && getComputedStyle(bar).overflowX !== 'visible')
        )
          bar = bar.parentElement;
        if (!bar || bar === document.body) continue;
        const outer = bar.getBoundingClientRect();
        const inner = place.getBoundingClientRect();
        if (inner.left < outer.left - 1 || inner.right > outer.right + 1)
          current.push(
            `"${(place as HTMLElement).innerText.trim()}" at x ${Math.round(inner.left)}–${Math.round(inner.right)} in a bar showing ${Math.round(outer.left)}–${Math.round(outer.right)}`,
          );
      }
      const casing: string[] = [];
      const acronyms = new Set(acronymList);
      for (const button of document.querySelectorAll(
        'button, [role=button], a[class*="MuiButton"], a[class*="button"]',
      )) {
        if (!visible(button)) continue;
        const words = (button as HTMLElement).innerText.match(/[\p{L}]{2,}/gu) ?? [];
        const shouting = words.filter((word) => word === word.toUpperCase() && word !== word.toLowerCase());
        if (shouting.some((word) => !acronyms.has(word)) && shouting.length === words.length)
          casing.push(`button "${(button as HTMLElement).innerText.trim()}"`);
      }
      const labels: string[] = [];
      for (const label of document.querySelectorAll('label[data-shrink="false"]')) {
        const input = (label as HTMLLabelElement).control as HTMLInputElement | null;
        if (input && visible(input) && input.value !== '' && input.type !== 'checkbox' && input.type !== 'radio')
          labels.push(`"${(label as HTMLElement).innerText.trim()}" over its value "${input.value}"`);
      }
      return { overflow, english: [...found], money: [...money], dialogs, current, casing, labels };
    },
    [ENGLISH, ACRONYMS] as const,
  );
}

/** Loaded: a heading or a main landmark, no progress indicator and no skeleton left, then two quiet frames. */
export async function sweepSettle(page: Page) {
  // react-admin's login page has neither a main landmark nor a heading: its form is what it shows.
  await page.locator('main, [role=main], h1, form').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role=progressbar], .MuiLinearProgress-root, .MuiSkeleton-root, .rh-dash-progress, .rh-spinner',
      ),
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * Focusable elements hidden under a bar that stays on screen (a sticky or fixed header, the phone's bottom bar, the
 * console's app bar): each one outside the bars is focused as Tab would (the browser scrolls it into view), then the
 * topmost element at its centre and towards its corners must be itself or inside it, not a bar. The page is scrolled back after.
 */
export async function coveredFocusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (el.closest('[role=dialog], [role=alertdialog], [role=tooltip], [role=presentation]')) return false;
      const box = el.getBoundingClientRect();
      return shown(el) && box.width >= innerWidth / 2 && box.height <= 200;
    });
    if (bars.length === 0) return [];
    const inBar = (el: Element) => bars.some((bar) => bar.contains(el));
    const focusables = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => shown(el) && !inBar(el) && !el.closest('[role=dialog], [aria-hidden=true], [inert]'));
    const found: string[] = [];
    for (const el of focusables.slice(0, 400)) {
      el.focus();
      if (document.activeElement !== el) continue;
      // What focus sets moving (a skip link sliding in) is judged where it ends.
      void el.getBoundingClientRect();
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const box = el.getBoundingClientRect();
      const x = (v: number) => Math.min(Math.max(v, 0), innerWidth - 1);
      const y = (v: number) => Math.min(Math.max(v, 0), innerHeight - 1);
      // Inside its rounded corners, which let a point through to what lies beneath.
      const points = [0.5, 0.25, 0.75].map((f) => [box.left + box.width * f, box.top + box.height * f]);
      const cover = points
        .map(([px, py]) => document.elementFromPoint(x(px), y(py)))
        .find((top) => top && !el.contains(top) && !top.contains(el) && inBar(top));
      if (cover) {
        const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('name') ?? '').trim();
        const bar = bars.find((b) => b.contains(cover))!;
        found.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" under the ${bar.tagName.toLowerCase()} bar at y ${Math.round(box.top)}`,
        );
      }
      if (found.length >= 5) break;
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return found;
  });
}
