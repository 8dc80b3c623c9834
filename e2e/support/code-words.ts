import type { Page } from '@playwright/test';
import { AGENCY_RESPONSES, TRIP_PRIORITIES, UNIT_STATUSES, UNIT_TYPES, USER_TYPES } from '@/domain/common/enums';
import { BADGE_STATUSES } from '@/domain/portals/healthcare-portal-texts';
import { DECLINE_REASONS } from '@/domain/trips/decline-reasons';
import { ACCEPTANCE_MODES, PICKUP_OFFER_STATUSES } from '@/domain/trips/pickup-offers';
import { TRIP_STEPS } from '@/domain/trips/trip-steps';

/**
 * Codes that are also the words people read, and so may show. Only the spec's own texts belong here:
 * - EMS: the user type EMS is the spec's "EMS Agencies", "EMS Agency Login", "EMS Agency Dashboard".
 */
const SPEC_WORDS = new Set<string>(['EMS']);

const CODES = [
  ...BADGE_STATUSES,
  ...TRIP_PRIORITIES,
  ...UNIT_TYPES,
  ...UNIT_STATUSES,
  ...USER_TYPES,
  ...ACCEPTANCE_MODES,
  ...PICKUP_OFFER_STATUSES,
  ...AGENCY_RESPONSES,
  ...DECLINE_REASONS,
  ...TRIP_STEPS,
].filter((code) => !SPEC_WORDS.has(code));

/** A code as a whole word, in capitals as the API writes it: "PENDING", "WHEELCHAIR_VAN", never "Pending". */
export const CODE_WORD = new RegExp(`\\b(?:${[...new Set(CODES)].join('|')})\\b`, 'g');

/**
 * The code words of the text a person sees on the page: each visible text node as written, not as CSS capitals
 * (text-transform) show it, so that a heading styled in capitals is not taken for a code.
 */
export async function codeWordsOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, template')) continue;
      if (parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) seen.push(text);
    }
    return seen;
  });
  return texts.flatMap((t) => (t.match(CODE_WORD) ?? []).map((code) => `${code} in "${t.slice(0, 80)}"`));
}
