import { options } from 'preact';

/**
 * When effects run (the app renders with Preact; preact-aliases.ts). Preact runs useEffect after the next frame
 * (requestAnimationFrame, or 35 ms). React runs them before the next key or click is handled when a key or a
 * click caused the render. The till re-registers its keyboard handlers in effects with the cart they act on, so
 * a scanner's code followed at once by F9 met the handler of the empty cart and charged nothing. Run them right
 * after the render instead, as React does for a key press.
 */
export function runEffectsAfterRender() {
  options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
}
