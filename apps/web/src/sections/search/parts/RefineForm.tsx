import { type SearchResultsAttributes, searchHref } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { keywordProblem } from '../../../shell/layouts/search-bar/keyword';

/** "Search within these results" (search/refine_search with refineText), with docs/product/validation-rules.md's keyword rule. */
export function RefineForm({ attributes }: { attributes: SearchResultsAttributes }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = keywordProblem(text);
    setProblem(message);
    if (message) return;
    const { page: _page, refineText: _refine, ...params } = attributes.params;
    // A department's search is searched within on its own path, which keeps it to the department's agreements.
    const path = attributes.linkPath === 'department/main_search' ? 'department/main_search' : 'search/refine_search';
    void navigate(searchHref(path, { ...params, refineText: text.trim() }));
  }
  return (
    <form className="usa-form adv-refine" onSubmit={onSubmit} noValidate>
      <div className={`usa-form-group${problem ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor="refine-text">
          Search within these results
        </label>
        {problem
          ? (
              <span className="usa-error-message" id="refine-text-error" role="alert">
                {problem}
              </span>
            )
          : null}
        <div className="adv-refine__controls">
          <input
            className={`usa-input${problem ? ' usa-input--error' : ''}`}
            id="refine-text"
            name="refineText"
            type="search"
            maxLength={200}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'refine-text-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="usa-button usa-button--outline">
            Search within
          </button>
        </div>
      </div>
    </form>
  );
}
