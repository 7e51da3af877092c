/**
 * A ref and a way to move the focus to it after the next render: a notice or message that appears (or
 * changes) in place after an answer takes the focus once it is on the page.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export function useFocusLater<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const focusLater = useCallback(() => setRequests((n) => n + 1), []);
  return [ref, focusLater];
}
