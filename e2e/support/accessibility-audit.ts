import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A control whose accessible name does not contain the words it shows. */
export interface LabelMismatch {
  role: string;
  visible: string;
  name: string;
  html: string;
}

/**
 * Buttons, links and tabs on screen whose accessible name does not contain their visible text (WCAG 2.2 SC 2.5.3
 * Label in Name), so "click <what I see>" finds nothing. Icon-only controls (no visible text) are left to axe.
 */
export function labelInNameMismatches(page: Page): Promise<LabelMismatch[]> {
  return page.evaluate(() => {
    // case, punctuation and spacing are not part of what a voice user says
    const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });

    // name from content (accname 1.2, the parts this app uses): hidden and aria-hidden nodes add nothing,
    // a descendant's aria-label or an image's alt stands for its content, block boxes separate words
    const contentText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true' || !visible(node)) return '';
      const label = node.getAttribute('aria-label')?.trim();
      const inner = label || (node instanceof HTMLImageElement ? node.alt : [...node.childNodes].map(contentText).join(''));
      return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `;
    };
    const accessibleName = (el: Element): string => {
      const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      const byIds = labelledBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      if (byIds.trim()) return byIds;
      const label = el.getAttribute('aria-label')?.trim();
      if (label) return label;
      if (el instanceof HTMLInputElement) return el.value;
      const content = [...el.childNodes].map(contentText).join('');
      return content.trim() ? content : (el.getAttribute('title') ?? '');
    };

    const controls = document.querySelectorAll(
      'button, a[href], input[type="button"], input[type="submit"], input[type="reset"], [role="button"], [role="link"], [role="tab"], [role="menuitem"]',
    );
    return [...controls]
      .filter(visible)
      .map((el) => ({
        role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
        visible: el instanceof HTMLInputElement ? el.value : (el as HTMLElement).innerText,
        name: accessibleName(el),
        html: el.outerHTML.slice(0, 240),
      }))
      .filter((c) => words(c.visible) !== '' && !words(c.name).includes(words(c.visible)));
  });
}

/** axe's serious and critical violations on the page as it is now: rule, element and what to fix. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // axe stays in the document between scans; parsing its half-megabyte source again is most of a scan's time
  const loaded = await page.evaluate(() => 'axe' in window);
  const { violations } = await new AxeBuilder({ page, axeSource: loaded ? ';' : undefined })
    // one origin and no frames here, so axe runs in the page itself, without the blank page that merges frames
    .setLegacyMode()
    // the Label in Name rule is still "experimental" in axe, so off unless asked for
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${v.help}\n${n.failureSummary ?? ''}`));
}

/** Waits until nothing on screen is still loading (spinners, busy tiles), so the checks see the finished screen. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .animate-spin, .animate-pulse')).toHaveCount(0);
}

/** Runs both checks on the screen as it is now; a finding fails the test at its end, after the whole walk. */
export async function auditScreen(page: Page, screen: string) {
  await settled(page);
  expect.soft(await labelInNameMismatches(page), `${screen}: every control's accessible name contains its visible text`).toEqual([]);
  expect.soft(await seriousAxeViolations(page), `${screen}: no serious or critical axe violations`).toEqual([]);
}
