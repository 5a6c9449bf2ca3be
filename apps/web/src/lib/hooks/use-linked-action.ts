import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A link can ask a screen to open one of its forms: `/account/users?action=new` opens the invite
 * dialog, so "Start" on the set-up list lands in the form, not on a list to search for a button.
 * The parameter is removed once acted on, so a reload or Back does not open the form again.
 */
export function useLinkedAction(action: string, onRequested: () => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get('action') === action;
  const latest = useRef(onRequested);
  latest.current = onRequested;
  useEffect(() => {
    if (!requested) return;
    latest.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
