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
const ACRONYMS = ['IBAN', 'XLSX', 'FAQ', 'PDF', 'CSV', 'IVA', 'PEC', 'SDI', 'BRT', 'CAP', 'OE'];

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
