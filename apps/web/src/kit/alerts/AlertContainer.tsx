import { ALERT_WIDTH_PERCENT } from '@advantage/contracts';
import { useEffect } from 'react';
import { dismissAlert, type ShownAlert, useAlerts } from './alerts';

/** Top-right alert stack. Plain USWDS markup keeps it out of the component library's bundle. */
export function AlertContainer() {
  const alerts = useAlerts();
  return (
    <section className="adv-alerts" aria-label="Notifications" style={{ width: `${ALERT_WIDTH_PERCENT}%` }}>
      <div aria-live="polite">
        {alerts.map((alert) => <AlertItem key={alert.id} alert={alert} />)}
      </div>
    </section>
  );
}

/** One alert; its timeout starts when it is on screen (alerts.ts showAlert). */
function AlertItem({ alert }: { alert: ShownAlert }) {
  useEffect(() => {
    if (alert.timeout <= 0) return;
    const timer = setTimeout(() => dismissAlert(alert.id), alert.timeout);
    return () => clearTimeout(timer);
  }, [alert.id, alert.timeout]);
  return (
    <div className={`usa-alert usa-alert--${alert.type} usa-alert--slim adv-alerts__item`}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{alert.msg}</p>
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => dismissAlert(alert.id)}>
          Dismiss
          <span className="usa-sr-only"> notification</span>
        </button>
      </div>
    </div>
  );
}
