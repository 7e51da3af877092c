/**
 * A button that reads a file answer (GET_PDF: the order PDF opens in a new window; the reconciliation
 * CSV is saved as a download) through the app's one HTTP client, and says so when it could not.
 */
import { useState } from 'react';
import { callServer } from '../../lib/http/client';
import type { Query } from '../../lib/query';
import './file-button.css';

interface Props {
  path: 'orderhistory/view_pdf' | 'orderhistory/reconcile_export' | 'orderhistory/requisition_records' | 'orderhistory/requisition_status_records';
  query: Query;
  label: string;
  busyLabel: string;
  className?: string;
}

export function FileButton({ path, query, label, busyLabel, className = 'usa-button usa-button--outline' }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function open() {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    const result = await callServer(path, { query });
    setBusy(false);
    if (result.kind === 'http-error') setProblem(`The file could not be produced: ${result.message}`);
    else if (result.kind === 'network-error') setProblem('The server could not be reached. Try again in a moment.');
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void open()} aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
      <span role="status" className="adv-orders__file-status">
        {problem ?? ''}
      </span>
    </>
  );
}
