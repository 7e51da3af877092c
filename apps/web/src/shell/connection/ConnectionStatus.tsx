import { useConnectionStatus } from './connection';

/**
 * The server connection messages of docs/product/errors.md in a visible, polite live region. The region is always
 * in the page so screen readers hear each new message.
 */
export function ConnectionStatus() {
  const { phase, message } = useConnectionStatus();
  const tone = phase === 'giving-up' ? 'error' : 'warning';
  return (
    <div className="adv-connection" role="status" aria-live="polite" data-phase={phase}>
      {message
        ? (
            <div className={`usa-alert usa-alert--${tone} usa-alert--slim adv-connection__message`}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{message}</p>
              </div>
            </div>
          )
        : null}
    </div>
  );
}
