import type { Page } from 'playwright-core';

export interface KeyboardReport {
  /** Visible, enabled controls in the scope that Tab never reached. */
  unreached: string[];
  /** Controls that took focus without any visible change from their unfocused look. */
  noVisibleFocus: string[];
  /** Tab never took focus out of the scope again (a keyboard trap, or more stops than expected). */
  trap: boolean;
  /** How many controls took focus. */
  reached: number;
  /** For each control reached: the kinds of style that changed with focus (for diagnosis). */
  indicators: Map<string, string[]>;
}

/*
 * Runs in the page. Candidates: what a keyboard user should reach by Tab — links, buttons, form fields,
 * [role=button], [tabindex>=0] — that are visible and enabled. Roving-tabindex widgets (tabs, the options of
 * a native radio group) put one member in the Tab order on purpose: only that one counts.
 */
function markCandidates(scopeSelector: string): string[] {
  const scope = document.querySelector(scopeSelector);
  if (!scope) return [];
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex], [contenteditable=true]';
  const seenRadioGroups = new Set<string>();
  for (const stale of Array.from(document.querySelectorAll('[data-a11y-candidate]')))
    stale.removeAttribute('data-a11y-candidate');
  const found: string[] = [];
  const describe = (el: HTMLElement) => {
    const name =
      el.getAttribute('aria-label') ??
      el.getAttribute('placeholder') ??
      el.getAttribute('name') ??
      el.textContent ??
      '';
    const role = el.getAttribute('role');
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${el.id ? ` #${el.id}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  };
  for (const el of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
    if (
      el.tabIndex < 0 ||
      (el as HTMLButtonElement).disabled ||
      el.closest('[inert], [aria-hidden=true], fieldset:disabled')
    )
      continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = Array.from(
        document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`),
      );
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (seenRadioGroups.has(el.name) || stop !== el) continue;
      seenRadioGroups.add(el.name);
    }
    el.setAttribute('data-a11y-candidate', String(found.length));
    found.push(describe(el));
  }
  return found;
}

/*
 * Installs, in the page, the "look" of a control: the properties that can show focus, on the control, its
 * descendants (without MUI's ripple) and three levels of ancestors with their children (an outlined field's
 * border is a sibling of its <input>). Transitions are finished first, so a look is never caught half-way.
 */
function installLook() {
  // Only what can be seen: an outline of style none or width 0, or a border of width 0, shows nothing.
  const visibleStyle = (style: CSSStyleDeclaration) => {
    const outline =
      style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
    const borders = (['top', 'right', 'bottom', 'left'] as const).map((side) => {
      const width = style.getPropertyValue(`border-${side}-width`);
      return parseFloat(width) === 0 || style.getPropertyValue(`border-${side}-style`) === 'none'
        ? '-'
        : `${width} ${style.getPropertyValue(`border-${side}-color`)}`;
    });
    return [outline, style.boxShadow, borders.join(','), style.backgroundColor, style.color, style.textDecorationLine];
  };
  const look = (el: Element): string[][] => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    const around: Element[] = [];
    for (let up = el.parentElement, level = 0; up && level < 3; up = up.parentElement, level++)
      around.push(up, ...Array.from(up.children));
    const parts = [el, ...Array.from(el.querySelectorAll('*')).slice(0, 40), ...around].filter(
      (node) => !node.closest('.MuiTouchRipple-root'),
    );
    return parts.map((node) => visibleStyle(getComputedStyle(node)));
  };
  const probe = window as unknown as { a11yLook: typeof look; a11yUnfocused: Map<string, string[][]> };
  probe.a11yLook = look;
  probe.a11yUnfocused = new Map();
  for (const el of Array.from(document.querySelectorAll('[data-a11y-candidate]')))
    probe.a11yUnfocused.set(el.getAttribute('data-a11y-candidate') ?? '', look(el));
}

/*
 * Runs in the page after each Tab: which candidates the focus is on (a composite control such as a date field
 * hands focus from its container to a part inside: both count), and which kinds of style changed on the focused
 * one compared with its look before the walk, unfocused.
 */
function recordFocus(scopeSelector: string): {
  inScope: boolean;
  candidates: string[];
  changed: string[];
  clipped: boolean;
} {
  const probe = window as unknown as { a11yLook: (el: Element) => string[][]; a11yUnfocused: Map<string, string[][]> };
  const kinds = ['outline', 'box-shadow', 'border', 'background', 'color', 'text-decoration'];
  const active = document.activeElement;
  const scope = document.querySelector(scopeSelector);
  const inScope = !!active && !!scope && scope !== active && scope.contains(active);
  const candidates: string[] = [];
  for (let node = inScope ? active : null; node && node !== scope; node = node.parentElement) {
    const candidate = node.getAttribute('data-a11y-candidate');
    if (candidate !== null) candidates.push(candidate);
  }
  const changed = new Set<string>();
  const before = candidates.length > 0 ? probe.a11yUnfocused.get(candidates[0]) : undefined;
  if (active && before) {
    const now = probe.a11yLook(active);
    if (now.length !== before.length) changed.add('structure');
    else now.forEach((node, i) => node.forEach((value, k) => value !== before[i][k] && changed.add(kinds[k])));
  }
  // Whether the focus outline is cut off by an ancestor that clips its overflow (a scrolling list, a card).
  const ringClipped = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return false;
    const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const ring = { left: box.left - out, top: box.top - out, right: box.right + out, bottom: box.bottom + out };
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const clip = getComputedStyle(up);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      const outer = up.getBoundingClientRect();
      const left = outer.left + up.clientLeft;
      const top = outer.top + up.clientTop;
      const cutX = clip.overflowX !== 'visible' && (ring.left < left - 1 || ring.right > left + up.clientWidth + 1);
      const cutY = clip.overflowY !== 'visible' && (ring.top < top - 1 || ring.bottom > top + up.clientHeight + 1);
      if (cutX || cutY) return true;
    }
    return false;
  };
  return { inScope, candidates, changed: [...changed], clipped: active && inScope ? ringClipped(active) : false };
}

/** What counts as a focus indicator: a ring, a shadow, a border, a background or an underline; not a text colour alone. */
const INDICATORS = new Set(['outline', 'box-shadow', 'border', 'background', 'text-decoration']);

/**
 * Tabs through `scope` from its start ('main' is focusable by script) until focus leaves it or comes back to a
 * control already reached; reports what was never reached and what showed no visible focus. `trapped`: the
 * scope (a dialog) already holds focus and keeps it, so leaving it for a moment is the focus trap at work.
 */
export async function tabThrough(page: Page, scope = 'main', { trapped = false } = {}): Promise<KeyboardReport> {
  await page.mouse.move(0, 0); // no hover look in the comparison
  if (trapped) {
    // A dialog may have put focus on a control already (autoFocus): take it away so its unfocused look can be
    // read; the dialog's focus trap moves focus back to the dialog itself, and Tab starts from there.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(120);
  } else await page.evaluate((selector) => (document.querySelector(selector) as HTMLElement | null)?.focus(), scope);
  const candidates = await page.evaluate(markCandidates, scope);
  await page.evaluate(installLook);
  const reached = new Set<string>();
  const noVisibleFocus = new Set<string>();
  const indicators = new Map<string, string[]>();
  // Focus on the scope itself (main, focused above) counts as inside: a page without controls is left at once.
  let entered = await page.evaluate((selector) => document.activeElement === document.querySelector(selector), scope);
  let escaped = false;
  let previous: string | undefined;
  for (let press = 0; press < candidates.length + 25; press++) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(recordFocus, scope);
    if (!step.inScope) {
      if (entered && !trapped) {
        escaped = true;
        break;
      }
      continue;
    }
    entered = true;
    if (step.candidates.length === 0) continue;
    // A native date field keeps the focus while Tab walks its day, month and year: not a return to the start.
    if (step.candidates[0] === previous) continue;
    if (reached.has(step.candidates[0])) break;
    previous = step.candidates[0];
    for (const candidate of step.candidates) reached.add(candidate);
    const name = candidates[Number(step.candidates[0])];
    indicators.set(name, step.changed);
    if (!step.changed.some((kind) => INDICATORS.has(kind))) noVisibleFocus.add(name);
    else if (step.clipped) noVisibleFocus.add(`${name} (focus ring cut off by a scrolling or clipping container)`);
  }
  return {
    trap: !trapped && !escaped,
    unreached: candidates.filter((_, i) => !reached.has(String(i))),
    noVisibleFocus: [...noVisibleFocus],
    reached: reached.size,
    indicators,
  };
}
