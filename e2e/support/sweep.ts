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
