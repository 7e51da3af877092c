/**
 * A one-sentence alert reporting what just happened (a request sent, a line added, a profile saved). It takes the
 * focus once shown, after the layout focused <main> for a new page, so it is read out; `focus={false}` where a field
 * should keep the focus.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

interface NoticeProps {
  message: string | null | undefined;
  focus?: boolean;
  /** 'status' where the page may change under the reader without a focus move (a live push). */
  role?: 'status';
  tone?: 'success' | 'info' | 'warning';
  /** The section's own class (spacing, tests). */
  className?: string;
}

export function Notice({ message, focus = true, tone = 'success', className, role }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !focus) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [message, focus]);
  if (!message) return null;
  return (
    <div className={['usa-alert', `usa-alert--${tone}`, 'usa-alert--slim', className].filter(Boolean).join(' ')} tabIndex={-1} ref={ref} role={role}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

/** A notice handed over by the screen that navigated here (react-router location state `{ notice }`). */
export function noticeFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as { notice?: unknown }).notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}

export function useHandedNotice(): string | undefined {
  return noticeFromState(useLocation().state);
}
