import type { Page } from '@playwright/test';

/**
 * The screenshot sweeps' themes and widths. Every run opens each screen at the phone width, where the layout
 * assertions (a heading, nothing sticking out sideways) mean something. The pictures in dark mode and at desk
 * widths are for a person to look at: they are taken outside CI, or in CI with E2E_SCREENSHOTS=all, so the
 * suite does not spend minutes re-rendering screens nobody opens.
 */
const everyPicture = !process.env.CI || process.env.E2E_SCREENSHOTS === 'all';

export function sweepSchemes(): Array<'light' | 'dark'> {
  return everyPicture ? ['light', 'dark'] : ['light'];
}

/** The given widths, or only the narrowest when the sweep is cut to what it asserts. */
export function sweepWidths(widths: readonly number[]): number[] {
  return everyPicture ? [...widths] : [Math.min(...widths)];
}

/**
 * Before a picture: what the screen set moving (a dialog fading in, a drawer sliding, a ripple) has ended.
 * Endless animations (a spinner, a skeleton's wave) never end and are not waited for.
 */
export async function motionEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Before a full-page picture: a smooth scroll the screen started has stopped (the same position 5 frames running). */
export async function scrollEnded(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { e2eScroll?: unknown }).e2eScroll);
  await page.waitForFunction(
    () => {
      const seen = window as unknown as { e2eScroll?: { y: number; frames: number } };
      const last = seen.e2eScroll;
      seen.e2eScroll = { y: window.scrollY, frames: last?.y === window.scrollY ? last.frames + 1 : 0 };
      return seen.e2eScroll.frames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}
