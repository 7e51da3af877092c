/**
 * "Find a department or agreement": suggestions from department/adv_select_suggest as the buyer types, shown as
 * a list of links under the field (announced by a status line), so it works with the keyboard and screen readers
 * without a combobox. Answers are kept per term; a newer keystroke cancels the request before it.
 */
import type { DepartmentSuggestion } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { callServer } from '../../lib/http/client';

const MIN_LENGTH = 2;
const WAIT_MS = 150;
const known = new Map<string, DepartmentSuggestion[]>();

function readSuggestions(value: unknown): DepartmentSuggestion[] {
  if (!Array.isArray(value)) return [];
  return value.filter((s): s is DepartmentSuggestion => typeof s === 'object' && s !== null && typeof s.label === 'string' && typeof s.url === 'string');
}

export function DepartmentFinder() {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<DepartmentSuggestion[] | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    const key = term.trim().toLowerCase();
    if (key.length < MIN_LENGTH) {
      setFound(undefined);
      return undefined;
    }
    const cached = known.get(key);
    if (cached) {
      setFound(cached);
      return undefined;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      void callServer('department/adv_select_suggest', { query: { term: key }, signal: abort.signal }).then((outcome) => {
        if (abort.signal.aborted || outcome.kind !== 'envelope' || !outcome.envelope) return;
        const list = readSuggestions(outcome.envelope.attributes.suggestions);
        known.set(key, list);
        setFound(list);
      });
    }, WAIT_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const status = found === undefined ? '' : found.length === 0 ? 'No department or agreement matches.' : `${found.length} ${found.length === 1 ? 'match' : 'matches'}`;
  return (
    <div className="adv-department__finder" role="search" aria-label="Departments and agreements">
      <label className="usa-label" htmlFor="department-find">
        Find a department or agreement
      </label>
      <span className="usa-hint" id="department-find-hint">
        Type part of a department’s name, a contract number or a holder’s name.
      </span>
      <input
        className="usa-input"
        id="department-find"
        type="search"
        autoComplete="off"
        maxLength={60}
        aria-describedby="department-find-hint department-find-status"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <p className="usa-hint" id="department-find-status" role="status">
        {status}
      </p>
      {found?.length
        ? (
            <ul className="usa-list usa-list--unstyled adv-department__suggestions">
              {found.map((s) => (
                <li key={`${s.kind}:${s.value}`}>
                  <Link className="usa-link" to={s.url}>
                    {s.label}
                  </Link>
                  {s.kind === 'agreement' ? <span className="adv-department__kind">{s.department}</span> : null}
                </li>
              ))}
            </ul>
          )
        : null}
    </div>
  );
}
