/**
 * USWDS button groups the screens repeat: the ways on after an answer (links styled as buttons, the
 * first one the main way), a form's submit button with the way out of the form beside it, and the
 * plain list of further links under a screen.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ButtonLink {
  to: string;
  label: ReactNode;
}

const groupClass = (className: string | undefined) => `usa-button-group${className ? ` ${className}` : ''}`;

/** The first link is a primary button, the others are outlined. */
export function ButtonLinks({ links, className }: { links: readonly ButtonLink[]; className?: string }) {
  return (
    <ul className={groupClass(className)}>
      {links.map((link, index) => (
        <li key={link.to} className="usa-button-group__item">
          <Link className={index === 0 ? 'usa-button' : 'usa-button usa-button--outline'} to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface SubmitActionsProps {
  label: ReactNode;
  /** A request is under way: the button says so without losing the focus (aria-disabled, not disabled). */
  busy: boolean;
  /** The way out of the form: an unstyled link, or an outlined button where it is a step of its own. */
  back: ButtonLink & { outline?: boolean };
  className?: string;
}

export function SubmitActions({ label, busy, back, className }: SubmitActionsProps) {
  return (
    <ul className={groupClass(className)}>
      <li className="usa-button-group__item">
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          {label}
        </button>
      </li>
      <li className="usa-button-group__item">
        <Link className={`usa-button usa-button--${back.outline ? 'outline' : 'unstyled'}`} to={back.to}>
          {back.label}
        </Link>
      </li>
    </ul>
  );
}

/** Further ways from a screen, as a plain list of links. */
export function LinkList({ links, className }: { links: readonly ButtonLink[]; className: string }) {
  return (
    <ul className={`usa-list usa-list--unstyled ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className="usa-link" to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
