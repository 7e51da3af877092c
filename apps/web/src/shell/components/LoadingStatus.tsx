import { useNavigation } from 'react-router';
import { routeLoadingMessage } from '../routes/loading-message';

/** The loading message of docs/product/README.md for the /ws screen (or identity route) being fetched, in a polite live region. */
export function LoadingStatus() {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' ? navigation.location?.pathname : undefined;
  const message = pending ? (routeLoadingMessage(pending) ?? '') : '';
  return <LoadingMessage message={message} />;
}

export function LoadingMessage({ message }: { message: string }) {
  return (
    <div className="adv-loading" role="status" aria-live="polite">
      {message
        ? (
            <div className="usa-alert usa-alert--info usa-alert--slim usa-alert--no-icon adv-loading__message">
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  <span className="adv-spinner" aria-hidden="true" />
                  {message}
                </p>
              </div>
            </div>
          )
        : null}
    </div>
  );
}
