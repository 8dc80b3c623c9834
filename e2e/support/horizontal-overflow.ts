import type { Page } from '@playwright/test';

/**
 * What makes the screen as it is now wider than the window: the page itself scrolling sideways, any visible element
 * reaching past the left or right edge outside a region that scrolls sideways, and any such region a keyboard user
 * cannot reach (a sideways-scrolling box must be a labelled region with tabindex=0, or a tab list, whose arrow keys
 * scroll it). Each problem names the element; elements inside one already named are left out.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;

    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-label');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}${label ? ` "${label}"` : ''}> ${text}`;
    };
    const scrollsSideways = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const keyboardScrollable = (el: Element) =>
      el.getAttribute('role') === 'tablist' ||
      (el.getAttribute('role') === 'region' && el.getAttribute('tabindex') === '0' && !!(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')));
    // text only screen readers get, and map tiles, are clipped on purpose
    const clippedOnPurpose = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clip !== 'auto' || style.clipPath !== 'none' || el.closest('.leaflet-container') !== null;
    };

    if (root.scrollWidth > width) {
      // the outermost element past the right edge, clipped ones included: what widens the page
      const cause = [...document.body.querySelectorAll('*')].find((el) => el.getBoundingClientRect().right > width + 0.5);
      problems.push(`the page scrolls sideways: ${root.scrollWidth}px of content in ${width}px${cause ? `, first ${name(cause)}` : ''}`);
    }

    const named = new Set<Element>();
    const badScrollers = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      if (clippedOnPurpose(el)) continue;
      let inside: Element | null = null;
      let skip = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (named.has(up) || clippedOnPurpose(up)) skip = true;
        if (!inside && scrollsSideways(up) && up.scrollWidth > up.clientWidth) inside = up;
      }
      if (skip) continue;
      if (inside) {
        if (!keyboardScrollable(inside)) badScrollers.add(inside);
        continue;
      }
      named.add(el);
      problems.push(`${name(el)} reaches ${Math.round(box.left)}–${Math.round(box.right)}px of ${width}px`);
    }
    for (const el of badScrollers) problems.push(`${name(el)} scrolls sideways but is no labelled region with tabindex=0`);
    return problems;
  });
}
