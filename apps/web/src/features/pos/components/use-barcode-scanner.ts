import { useEffect, useRef } from 'react';
import { emptyScanner, feedScanner } from './scanner-rhythm';

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Scans from anywhere on the screen: a scanner's keystrokes that arrive while no field has focus. A
 * field the cashier is typing into is left alone (the search box looks codes up on its own Enter).
 */
export function useBarcodeScanner(onCode: (code: string) => void, enabled = true) {
  const state = useRef(emptyScanner);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || event.ctrlKey || event.altKey || event.metaKey) return;
      const result = feedScanner(state.current, event.key, event.timeStamp);
      state.current = result.state;
      if (result.code) {
        event.preventDefault();
        handler.current(result.code);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
