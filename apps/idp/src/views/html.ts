/** HTML that is already safe to emit; everything else interpolated by `html` is escaped. */
export class Html {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

export interface FieldError {
  /** The id of the input the message belongs to. */
  field: string;
  message: string;
}

export interface InputOptions {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string | undefined;
  autocomplete?: string;
  hint?: string;
  error?: string | undefined;
  inputmode?: 'numeric';
  maxlength?: number;
  autofocus?: boolean;
}

/** A USWDS form group: label, optional hint, error message tied to the input with aria-describedby. */
export function input(o: InputOptions): Html {
  const hintId = o.hint ? `${o.id}-hint` : undefined;
  const errorId = o.error ? `${o.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return html`<div class="usa-form-group${o.error ? ' usa-form-group--error' : ''}">
  <label class="usa-label${o.error ? ' usa-label--error' : ''}" for="${o.id}">${o.label}</label>
  ${hintId ? html`<div class="usa-hint" id="${hintId}">${o.hint}</div>` : ''}
  ${errorId ? html`<span class="usa-error-message" id="${errorId}">${o.error}</span>` : ''}
  <input class="usa-input${o.error ? ' usa-input--error' : ''}" id="${o.id}" name="${o.id}" type="${o.type ?? 'text'}" value="${o.value ?? ''}"${
    o.autocomplete ? html` autocomplete="${o.autocomplete}"` : ''}${o.inputmode ? html` inputmode="${o.inputmode}"` : ''}${
    o.maxlength ? html` maxlength="${o.maxlength}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
    o.error ? html` aria-invalid="true"` : ''}${o.autofocus ? html` autofocus` : ''} required>
</div>`;
}

/** The error summary at the top of a form: announced on load, each message links to its field. */
export function errorSummary(errors: FieldError[]): Html {
  if (errors.length === 0) return html``;
  return html`<div class="usa-alert usa-alert--error margin-bottom-3" role="alert" aria-labelledby="error-summary-heading">
  <div class="usa-alert__body">
    <h2 class="usa-alert__heading" id="error-summary-heading">There is a problem</h2>
    <ul class="usa-list usa-list--unstyled">
      ${errors.map((e) => html`<li><a class="usa-link" href="#${e.field}">${e.message}</a></li>`)}
    </ul>
  </div>
</div>`;
}

export function alert(kind: 'info' | 'success' | 'warning' | 'error', heading: string, text: string | Html): Html {
  return html`<div class="usa-alert usa-alert--${kind} margin-bottom-3"${kind === 'error' ? html` role="alert"` : html` role="status"`}>
  <div class="usa-alert__body">
    <h2 class="usa-alert__heading">${heading}</h2>
    <p class="usa-alert__text">${text}</p>
  </div>
</div>`;
}

export function errorFor(errors: FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}
