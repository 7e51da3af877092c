/** The cart screen's one live region: the loading message while a change is sent, then what it did. */
import type { RefObject } from 'react';

export interface NoticeState {
  kind: 'info' | 'success' | 'warning' | 'error';
  text: string;
  /** While a change is on its way (docs/product/cart-and-parked-carts.md loading message). */
  busy?: boolean;
}

export function Notice({ notice, noticeRef }: { notice: NoticeState | undefined; noticeRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="adv-cart__notice" role="status" aria-live="polite">
      {notice
        ? (
            <div className={`usa-alert usa-alert--slim usa-alert--${notice.kind}${notice.busy ? ' usa-alert--no-icon' : ''}`}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  {notice.busy ? <span className="adv-spinner" aria-hidden="true" /> : null}
                  {notice.text}
                </p>
              </div>
            </div>
          )
        : null}
    </div>
  );
}
