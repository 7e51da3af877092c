/**
 * department/main (DepartmentMain, 'Loading Department Search Page ...'): the department picks itself, then
 * searches all of its agreements or one of them (department/main_search), sees its agreements, and finds its
 * home office and what the program offers.
 */
import { DEPARTMENT_TEXT, type DepartmentMainAttributes, searchHref } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keywordProblem } from '../../shell/layouts/search-bar/keyword';
import type { PropsOf } from '../../kit/screens/types';
import { DepartmentFinder } from './DepartmentFinder';
import { AgreementsTable, SurveyLinks } from './parts';

type Selected = NonNullable<DepartmentMainAttributes['selected']>;

function SearchForm({ department }: { department: Selected }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [agreement, setAgreement] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = text.trim();
    const message = keyword ? keywordProblem(keyword) : undefined;
    setProblem(message);
    if (message) return;
    void navigate(searchHref('department/main_search', { dept: department.code, ...(keyword ? { searchText: keyword } : {}), ...(agreement ? { contractNumber: agreement } : {}) }));
  }
  return (
    <form className="usa-form adv-department__search" onSubmit={onSubmit} noValidate role="search" aria-label={`Search ${department.name} agreements`}>
      <div className={`usa-form-group${problem ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor="department-keyword">
          Keyword, part number or NSN
        </label>
        <span className="usa-hint" id="department-keyword-hint">
          Leave empty to list everything on the agreements.
        </span>
        {problem
          ? (
              <span className="usa-error-message" id="department-keyword-error" role="alert">
                {problem}
              </span>
            )
          : null}
        <input
          className={`usa-input${problem ? ' usa-input--error' : ''}`}
          id="department-keyword"
          type="search"
          maxLength={200}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'department-keyword-hint department-keyword-error' : 'department-keyword-hint'}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <label className="usa-label" htmlFor="department-agreement">
        Agreements
      </label>
      <select className="usa-select" id="department-agreement" value={agreement} onChange={(e) => setAgreement(e.target.value)}>
        <option value="">{`All ${department.agreementCount} agreements`}</option>
        {department.agreements.map((a) => (
          <option key={a.contractNumber} value={a.contractNumber}>
            {`${a.contractNumber} — ${a.holder}`}
          </option>
        ))}
      </select>
      <button className="usa-button" type="submit">
        Search
      </button>
    </form>
  );
}

function Picker({ attributes }: { attributes: DepartmentMainAttributes }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(attributes.selected?.code ?? '');
  return (
    <form
      className="usa-form adv-department__picker"
      onSubmit={(e) => {
        e.preventDefault();
        if (code) void navigate(`/ws/department/main?dept=${encodeURIComponent(code)}`);
      }}
    >
      <label className="usa-label" htmlFor="department-choice">
        Department
      </label>
      <select className="usa-select" id="department-choice" value={code} onChange={(e) => setCode(e.target.value)}>
        <option value="">- Select a department -</option>
        {attributes.departments.map((d) => (
          <option key={d.code} value={d.code}>
            {`${d.name} (${d.agreementCount} ${d.agreementCount === 1 ? 'agreement' : 'agreements'})`}
          </option>
        ))}
      </select>
      <button className="usa-button usa-button--outline" type="submit">
        Choose
      </button>
    </form>
  );
}

export function DepartmentMain({ envelope }: PropsOf<'department/main', 'DepartmentMain'>) {
  const attributes = envelope.attributes;
  const selected = attributes.selected;
  return (
    <div className="adv-department" data-screen="DepartmentMain">
      <h1>Department Search</h1>
      <p className="usa-intro">{attributes.intro}</p>
      {attributes.unknown
        ? (
            <div className="usa-alert usa-alert--warning usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{DEPARTMENT_TEXT.unknownDepartment}</p>
              </div>
            </div>
          )
        : null}
      <div className="grid-row grid-gap-4">
        <div className="tablet:grid-col-6">
          <Picker key={selected?.code ?? ''} attributes={attributes} />
        </div>
        <div className="tablet:grid-col-6">
          <DepartmentFinder />
        </div>
      </div>
      {selected
        ? (
            <section className="adv-department__selected" aria-labelledby="department-name">
              <h2 id="department-name">{selected.name}</h2>
              <p>{selected.summary}</p>
              <SearchForm key={selected.code} department={selected} />
              <ul className="usa-list usa-list--unstyled adv-department__links">
                <li>
                  <Link className="usa-link" to={selected.homeOfficeUrl}>
                    Home office and contacts
                  </Link>
                </li>
                <li>
                  <Link className="usa-link" to={`/ws/department/adv2git?dept=${encodeURIComponent(selected.code)}`}>
                    What GSA Advantage! offers your department
                  </Link>
                </li>
              </ul>
              <AgreementsTable agreements={selected.agreements} caption={`Agreements of the ${selected.name}`} />
            </section>
          )
        : null}
      <SurveyLinks {...(selected ? { dept: selected.code } : {})} />
    </div>
  );
}
