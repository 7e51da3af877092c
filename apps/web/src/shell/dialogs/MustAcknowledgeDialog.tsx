/**
 * The must-acknowledge dialog (docs/product/README.md: it "cannot be dismissed by backdrop or keyboard"): the agriculture store
 * is for official business only (docs/product/README.md), so every screen the server marks mustAcknowledge opens this over the
 * page until the buyer acknowledges. The answer is recorded in the server session (vs/acknowledge), which then
 * stops marking screens; leaving goes to the general store. Focus stays inside; Escape and the backdrop do nothing.
 */
import { VS_TEXT, VS_TITLES, VS_URLS } from '@advantage/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callServer } from '../../lib/http';
import { AppDialog } from './AppDialog';

export const ACKNOWLEDGE_FAILED = 'Your acknowledgement could not be recorded. Please try again.';

export function MustAcknowledgeDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!open) return null;

  const acknowledge = async () => {
    setBusy(true);
    const result = await callServer('vs/acknowledge', { payload: { acknowledged: true } });
    setBusy(false);
    if (result.kind === 'envelope' && result.envelope?.responseName === 'Acknowledged') setOpen(false);
    else setFailed(true);
  };

  return (
    <AppDialog title={VS_TITLES.acknowledge} className="adv-acknowledge">
      <p>
        <strong>{VS_TEXT.acknowledgeLead}</strong>
      </p>
      <p>{VS_TEXT.acknowledgeBody}</p>
      {failed
        ? (
            <p className="usa-error-message" role="alert">
              {ACKNOWLEDGE_FAILED}
            </p>
          )
        : null}
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" disabled={busy} onClick={() => void acknowledge()}>
            {VS_TEXT.acknowledgeAction}
          </button>
        </li>
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={() => void navigate(VS_URLS.generalStore)}>
            {VS_TEXT.acknowledgeLeave}
          </button>
        </li>
      </ul>
    </AppDialog>
  );
}
