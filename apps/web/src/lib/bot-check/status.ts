/**
 * "Verifying you are human…" in a polite live region while a token is obtained. It lives outside the
 * React tree because the check runs inside the HTTP client, before any screen exists. The region stays
 * in the page (empty) once made, so the next announcement is read out too.
 */
import { BOT_CHECK_MESSAGES } from '@advantage/contracts';
import './bot-check.css';

const REGION_CLASS = 'adv-bot-check';
let pending = 0;

function region(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.className = REGION_CLASS;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  document.body.append(element);
  return element;
}

function message(): HTMLElement {
  const alert = document.createElement('div');
  alert.className = 'usa-alert usa-alert--info usa-alert--slim usa-alert--no-icon adv-bot-check__message';
  const body = document.createElement('div');
  body.className = 'usa-alert__body';
  const text = document.createElement('p');
  text.className = 'usa-alert__text';
  const spinner = document.createElement('span');
  spinner.className = 'adv-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  text.append(spinner, BOT_CHECK_MESSAGES.verifying);
  body.append(text);
  alert.append(body);
  return alert;
}

/** Shows the status while `work` runs (calls at the same time share it). */
export async function whileVerifying<T>(work: () => Promise<T>): Promise<T> {
  const element = region();
  pending += 1;
  // The region is in the page before its text changes, so screen readers announce the change.
  const show = setTimeout(() => {
    if (pending > 0 && !element.hasChildNodes()) element.append(message());
  }, 0);
  try {
    return await work();
  } finally {
    pending -= 1;
    if (pending === 0) {
      clearTimeout(show);
      element.replaceChildren();
    }
  }
}
