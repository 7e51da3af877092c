/**
 * 'Register PIV/CAC card' (docs/product/accounts-and-sign-in.md "Smart card registration"): read the card, confirm it (Yes / No /
 * INSTRUCTIONS), register it, then say how it went. A must-acknowledge dialog: the backdrop and
 * Escape do not close it while a question is open.
 */
import { MESSAGES } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { PIV_CAC_HELP_ROUTE } from '../../lib/config';
import { authErrorScreen, CAUSES } from '../auth/failures';
import { providerConfig } from '../auth/provider';
import { type CardDetails, type CardReading, readCard, registerCard, type ResultTone } from '../auth/smart-card';
import { showTakeover } from '../takeover';
import { AppDialog } from './AppDialog';
import { closeAppDialog } from './dialog-state';

export const SMART_CARD_TITLE = 'Register PIV/CAC card';

type Step
  = | { step: 'reading' }
    | { step: 'confirm'; reading: Extract<CardReading, { kind: 'confirm' }> }
    | { step: 'registering'; reading: Extract<CardReading, { kind: 'confirm' }> }
    | { step: 'result'; message: string; tone: ResultTone }
    | { step: 'invalid' };

export default function SmartCardDialog({ opener }: { opener: HTMLElement | null }) {
  const [state, setState] = useState<Step>({ step: 'reading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      const config = await providerConfig();
      if (!live) return;
      if (!config) {
        closeAppDialog();
        void showTakeover(authErrorScreen({ kind: 'smartCard', message: CAUSES.config, path: 'login/oauth_config' }));
        return;
      }
      const reading = await readCard(config.pivreader_endpoint);
      if (!live) return;
      if (reading.kind === 'failure' || reading.kind === 'interrupted') {
        closeAppDialog();
        if (reading.kind === 'failure') void showTakeover(reading.error);
        return;
      }
      setState(reading.kind === 'confirm' ? { step: 'confirm', reading } : { step: 'invalid' });
    })();
    return () => {
      live = false;
    };
  }, []);

  async function register() {
    if (state.step !== 'confirm') return;
    setState({ step: 'registering', reading: state.reading });
    const outcome = await registerCard(state.reading.data);
    if (outcome.kind === 'registered') {
      setState({ step: 'result', message: outcome.message, tone: outcome.tone });
      return;
    }
    closeAppDialog();
    if (outcome.kind === 'failure') void showTakeover(outcome.error);
  }

  const question = state.step === 'confirm' || state.step === 'registering';
  return (
    <AppDialog
      title={SMART_CARD_TITLE}
      returnFocus={opener}
      focusKey={state.step === 'registering' ? 'confirm' : state.step}
      className="adv-smart-card"
      {...(question ? {} : { onDismiss: closeAppDialog })}
    >
      {state.step === 'reading'
        ? (
            <>
              <p className="adv-status-text">Reading your PIV/CAC card ...</p>
              <ul className="usa-button-group">
                <li className="usa-button-group__item">
                  <button type="button" className="usa-button usa-button--outline" onClick={closeAppDialog}>
                    Cancel
                  </button>
                </li>
              </ul>
            </>
          )
        : null}
      {question ? <Confirm details={state.reading.details} busy={state.step === 'registering'} onYes={() => void register()} /> : null}
      {state.step === 'result' ? <Result message={state.message} tone={state.tone} /> : null}
      {state.step === 'invalid' ? <InvalidCertificate /> : null}
    </AppDialog>
  );
}

function Confirm({ details, busy, onYes }: { details: CardDetails; busy: boolean; onYes: () => void }) {
  const rows: Array<[string, string]> = [
    ['User name', details.userName],
    ['Alternative name', details.alternativeName],
    ['Agency', details.agency],
    ['Issuer', details.issuer],
    ['Expires', details.expiry],
  ];
  return (
    <>
      <p>Do you want to register this PIV/CAC card with your GSA Advantage! account?</p>
      <dl className="adv-card-details">
        {rows.map(([label, value]) => (
          <div key={label} className="adv-card-details__row">
            <dt>{label}</dt>
            <dd>{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      {busy ? <p className="adv-status-text">Registering your PIV/CAC card ...</p> : null}
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={onYes} disabled={busy}>
            Yes
          </button>
        </li>
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={closeAppDialog} disabled={busy}>
            No
          </button>
        </li>
        <li className="usa-button-group__item">
          <a className="usa-button usa-button--unstyled adv-instructions" href={PIV_CAC_HELP_ROUTE} target="_blank" rel="noopener noreferrer">
            INSTRUCTIONS
            <span className="usa-sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </>
  );
}

const TONE_CLASS: Record<ResultTone, string> = { success: 'success', info: 'info', error: 'error' };

function Result({ message, tone }: { message: string; tone: ResultTone }) {
  return (
    <>
      <div className={`usa-alert usa-alert--${TONE_CLASS[tone]} usa-alert--slim`}>
        <div className="usa-alert__body">
          <p className="usa-alert__text">{message}</p>
        </div>
      </div>
      <CloseButton />
    </>
  );
}

/** docs/product/errors.md "Invalid certificate" with its steps; the two spaces after 'ATTENTION:' are kept on screen. */
export function InvalidCertificate() {
  return (
    <>
      <div className="usa-alert usa-alert--warning usa-alert--slim">
        <div className="usa-alert__body">
          <p className="usa-alert__text adv-keep-spaces">{MESSAGES.smartCard.invalidCertificate}</p>
        </div>
      </div>
      <p>To select the right certificate:</p>
      <ol className="usa-list">
        <li>Log out of GSA Advantage!.</li>
        <li>Close all your browser windows.</li>
        <li>Reopen your browser and go to GSA Advantage!.</li>
        {/* The account menu's own item ("My Account > Member Information" led nowhere). */}
        <li>Sign in and open the account menu under your name at the top of the page.</li>
        <li>Select Register PIV/CAC card again and choose your PIV/CAC card certificate.</li>
      </ol>
      <CloseButton />
    </>
  );
}

function CloseButton() {
  return (
    <ul className="usa-button-group">
      <li className="usa-button-group__item">
        <button type="button" className="usa-button" onClick={closeAppDialog}>
          OK
        </button>
      </li>
    </ul>
  );
}
