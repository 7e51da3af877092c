/**
 * The keyboard and state of a list-autocomplete combobox (ARIA 1.2 combobox pattern, APG "list
 * autocomplete with manual selection"): the focus stays in the input, Down/Up move through the
 * suggestions (aria-activedescendant), Enter takes the highlighted one, Escape closes the list and
 * a second Escape clears the input.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { keywordProblem } from './keyword';
import { fetchSuggestions, MIN_TERM_LENGTH, type Suggestion } from './suggestions';

/** Waits for the typing to settle before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface Combobox {
  text: string;
  setText: (text: string) => void;
  suggestions: readonly Suggestion[];
  open: boolean;
  active: number;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  close: () => void;
  /** Moves the highlight with the pointer, like the keyboard does. */
  highlight: (index: number) => void;
  choose: (suggestion: Suggestion) => void;
  /** Puts a term in the box without asking for suggestions (the keyword of the results on screen). */
  show: (text: string) => void;
}

export function useCombobox(onChoose: (suggestion: Suggestion) => void): Combobox {
  const [text, setTextState] = useState('');
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions appear for what the buyer types, not for a term a choice just put in the box.
  const typed = useRef(false);
  // Cancels the question in flight: a late answer must not reopen a list the buyer closed or left.
  const cancelAsk = useRef<() => void>(() => undefined);

  useEffect(() => {
    const term = text.trim();
    if (!typed.current || term.length < MIN_TERM_LENGTH || keywordProblem(term)) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(term, controller.signal).then(
        (list) => {
          if (controller.signal.aborted) return;
          setSuggestions(list);
          setActive(-1);
          setOpen(list.length > 0);
        },
        () => undefined, // aborted by the next keystroke
      );
    }, SUGGEST_DEBOUNCE_MS);
    const cancel = () => {
      clearTimeout(timer);
      controller.abort();
    };
    cancelAsk.current = cancel;
    return cancel;
  }, [text]);

  // Closing (Enter, Escape, Tab, blur, a new page) also drops the answer still on its way.
  const close = useCallback(() => {
    cancelAsk.current();
    setOpen(false);
    setActive(-1);
  }, []);

  const setText = (value: string) => {
    typed.current = true;
    setTextState(value);
  };

  const show = useCallback((value: string) => {
    typed.current = false;
    setTextState(value);
  }, []);

  const choose = (suggestion: Suggestion) => {
    typed.current = false;
    setTextState(suggestion.term);
    close();
    onChoose(suggestion);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (open ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (open && i > 0 ? i - 1 : count - 1));
        return;
      case 'Enter': {
        const picked = open && active >= 0 ? suggestions[active] : undefined;
        if (!picked) return; // the form submits what was typed
        event.preventDefault();
        choose(picked);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else setText('');
        return;
      case 'Tab':
        close();
        return;
    }
  }

  return { text, setText, suggestions, open, active, onKeyDown, close, highlight: setActive, choose, show };
}
