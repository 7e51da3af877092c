import { useId, useState } from 'react';
import type { ErrorDetailRecord } from '../../kit/interpreter/types';

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** docs/product/errors.md: "Errors carry name, message, id and details shown on request." */
export function ErrorDetails({ detail }: { detail: ErrorDetailRecord }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const rows: Array<[string, unknown]> = [
    ['Error name', detail.name],
    ['Message', detail.message],
    ['Exception ID', detail.exceptionID],
    ['Date', detail.date],
    ['User', detail.user.name],
    ['Store', detail.user.store],
    ['IP address', detail.user.ipAddress],
    ['Server error ID', detail.server.errorID],
    ['Server time', detail.server.serverTime],
    ['Path', detail.webService.path],
    ['Query parameters', detail.webService.queryParams],
    ['Payload', detail.webService.payload],
    ['Response name', detail.webService.responseName],
  ];
  if (detail.http) {
    rows.push(['HTTP status', detail.http.status], ['HTTP status text', detail.http.statusText], ['HTTP message', detail.http.message]);
  }
  return (
    <div className="adv-error-details">
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide error details' : 'Show error details'}
      </button>
      <section id={regionId} aria-label="Error details" hidden={!open}>
        <dl className="adv-error-details__list">
          {rows.map(([label, value]) => (
            <div key={label} className="adv-error-details__row">
              <dt>{label}</dt>
              <dd>
                <pre>{show(value)}</pre>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
