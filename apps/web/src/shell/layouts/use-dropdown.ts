import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A USWDS header dropdown's behaviour: a click outside closes it, Escape closes it and gives focus back
 * to its toggle button.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && !itemRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('click', onPointer);
    return () => document.removeEventListener('click', onPointer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return { open, setOpen, itemRef, buttonRef, onKeyDown };
}
