/** Pieces the department screens share: the agreements table and the links to the survey and feedback dialogs. */
import type { DepartmentAgreement } from '@advantage/contracts';
import { Link } from 'react-router';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? DATE.format(new Date(`${iso}T00:00:00Z`)) : iso);

const KIND_LABEL: Record<string, string> = { BPA: 'Blanket purchase agreement', GSS: 'GSA Global Supply', MAS: 'Schedule contract' };

export function AgreementsTable({ agreements, caption }: { agreements: readonly DepartmentAgreement[]; caption: string }) {
  if (agreements.length === 0) return <p>This department has no current agreements on GSA Advantage!.</p>;
  return (
    <div className="adv-department__table">
      <table className="usa-table usa-table--borderless usa-table--stacked">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Agreement</th>
            <th scope="col">Holder</th>
            <th scope="col">Ends</th>
            <th scope="col">Documents</th>
          </tr>
        </thead>
        <tbody>
          {agreements.map((a) => (
            <tr key={a.contractNumber}>
              <th scope="row" data-label="Agreement">
                <Link className="usa-link" to={a.searchUrl} aria-label={`Search agreement ${a.contractNumber}`}>
                  {a.contractNumber}
                </Link>
                <span className="adv-department__kind">{KIND_LABEL[a.kind] ?? a.kind}</span>
                {a.scheduleContract ? <span className="adv-department__kind">{`Under schedule ${a.scheduleContract}`}</span> : null}
              </th>
              <td data-label="Holder">{a.holder}</td>
              <td data-label="Ends">{formatDate(a.endDate)}</td>
              <td data-label="Documents">
                {a.documents.length
                  ? (
                      <ul className="usa-list usa-list--unstyled">
                        {a.documents.map((d) => (
                          <li key={d.url}>
                            <Link className="usa-link" to={d.url}>
                              {d.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )
                  : 'None'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "How are these pages working for you?": the survey and feedback dialogs, for the department on screen. */
export function SurveyLinks({ dept }: { dept?: string }) {
  const query = dept ? `?dept=${encodeURIComponent(dept)}` : '';
  return (
    <aside className="adv-department__survey" aria-label="Survey and feedback">
      <p>
        How are these pages working for you?
        {' '}
        <Link className="usa-link" to={`/ws/department/survey${query}`}>
          Take a two-minute survey
        </Link>
        {' or '}
        <Link className="usa-link" to={`/ws/department/feedback${query}`}>
          send feedback
        </Link>
        .
      </p>
    </aside>
  );
}
