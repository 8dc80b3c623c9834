import { test } from '@playwright/test';

/** Where the visual-review screenshots go (`npm run shots` sets it: playwright.shots.config.ts). */
export const SHOTS_DIR = process.env.TCC_SHOTS_DIR;

/** The widths every screen is reviewed at. */
export const SHOT_VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const;

/** Skips the file's tests unless a screenshot folder is given. */
export const skipUnlessShooting = () => test.skip(!SHOTS_DIR, 'set TCC_SHOTS_DIR to take screenshots');
