import { type AdvancedFormAttributes, type CategoryNode, DEFAULT_PAGE_SIZE, SEARCH_TEXTS, type SearchParams } from '@advantage/contracts';
import { type FormEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxGroup, type Choice, SelectField, TextField } from './fields';
import { checkAdvanced, compact, type FieldError, type FormValues } from './validate';

const TEXT_FIELDS = ['allWords', 'exactPhrase', 'anyWords', 'excludeWords', 'partNumber', 'nsn', 'contractNumber', 'contractor', 'priceMin', 'priceMax'] as const;
const SELECT_FIELDS = ['cat', 'mfr', 'delivery', 'sort', 'pageSize'] as const;
/** Fields the error summary can move the focus to. */
const FIELD_IDS: ReadonlySet<string> = new Set([...TEXT_FIELDS, ...SELECT_FIELDS]);

/** The form's starting values: the search it was opened with (attributes.values). */
export function initialValues(values: SearchParams): FormValues {
  const out: FormValues = { socio: [...(values.socio ?? [])], program: [...(values.program ?? [])], gss: values.gss ? 'true' : '' };
  for (const field of [...TEXT_FIELDS, ...SELECT_FIELDS]) {
    const value = values[field];
    out[field] = value === undefined ? '' : String(value);
  }
  return out;
}

/** Categories as options: each top-level category a group of its subcategories (itself selectable first). */
export function categoryChoices(roots: readonly CategoryNode[]): Choice[] {
  return roots.flatMap((root) => [
    { value: root.code, label: `All of ${root.name}`, group: root.name },
    ...root.children.map((c) => ({ value: c.code, label: c.name, group: root.name })),
  ]);
}

function ErrorSummary({ errors, summaryRef }: { errors: readonly FieldError[]; summaryRef: RefObject<HTMLDivElement | null> }) {
  if (!errors.length) return null;
  const focus = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div className="usa-alert usa-alert--error adv-error-summary" tabIndex={-1} ref={summaryRef}>
      <div className="usa-alert__body" role="alert">
        <h2 className="usa-alert__heading">{errors.length === 1 ? 'There is a problem' : `There are ${errors.length} problems`}</h2>
        <ul className="usa-list">
          {errors.map((e) => (
            <li key={`${e.field}:${e.message}`}>
              {FIELD_IDS.has(e.field)
                ? (
                    <a className="usa-link" href={`#${e.field}`} onClick={(event) => focus(event, e.field)}>
                      {e.message}
                    </a>
                  )
                : e.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Advanced Search (docs/product/search-and-catalog.md search/advanced): ProductForm and ServicesForm share this form;
 * services leave out part number, NSN, manufacturer and stock.
 */
export function AdvancedForm({ attributes }: { attributes: AdvancedFormAttributes }) {
  const navigate = useNavigate();
  const products = attributes.formType === 'products';
  const [values, setValues] = useState<FormValues>(() => initialValues(attributes.values));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) summaryRef.current?.focus();
  }, [errors]);

  const text = (field: string) => String(values[field] ?? '');
  const list = (field: string) => (Array.isArray(values[field]) ? (values[field] as string[]) : []);
  const set = (field: string) => (value: string | string[]) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const field = (id: (typeof TEXT_FIELDS)[number], label: string, hint?: string, inputMode?: 'decimal') => (
    <TextField
      id={id}
      label={label}
      value={text(id)}
      onChange={set(id)}
      error={errorOf(id)}
      {...(hint ? { hint } : {})}
      {...(inputMode ? { inputMode } : {})}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAdvanced(compact(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    void navigate(checked.href);
  }

  const other = products ? { type: 'services', label: 'Search services instead' } : { type: 'products', label: 'Search products instead' };
  return (
    <form className="usa-form usa-form--large adv-advanced" onSubmit={onSubmit} noValidate aria-labelledby="advanced-heading">
      <ErrorSummary errors={errors} summaryRef={summaryRef} />
      <p>
        <Link className="usa-link" to={`/ws/search/advanced?formType=${other.type}`}>
          {other.label}
        </Link>
      </p>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">Find items with</legend>
        {field('allWords', 'All of these words')}
        {field('exactPhrase', 'This exact phrase')}
        {field('anyWords', 'Any of these words')}
        {field('excludeWords', 'None of these words')}
      </fieldset>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{products ? 'Item and contract' : 'Contract'}</legend>
        {products ? field('partNumber', 'Manufacturer part number') : null}
        {products ? field('nsn', 'National Stock Number (NSN)', '13 digits, with or without hyphens, for example 7510-00-286-6985') : null}
        {field('contractNumber', 'Contract number', 'For example GS-26F-5311H or 47QSWA18D008F')}
        {field('contractor', 'Contractor name')}
        <SelectField
          id="cat"
          label={products ? 'Category' : 'Service category'}
          any={products ? 'All categories' : 'All service categories'}
          value={text('cat')}
          onChange={set('cat')}
          error={errorOf('cat')}
          choices={categoryChoices(attributes.categories)}
        />
        {products && attributes.manufacturers.length
          ? (
              <SelectField id="mfr" label="Manufacturer" any="Any manufacturer" value={text('mfr')} onChange={set('mfr')} choices={attributes.manufacturers} />
            )
          : null}
      </fieldset>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">Price and delivery</legend>
        {field('priceMin', 'Lowest price (dollars)', 'For example 25 or 19.99', 'decimal')}
        {field('priceMax', 'Highest price (dollars)', 'For example 500', 'decimal')}
        {attributes.delivery.length
          ? <SelectField id="delivery" label="Delivery" any="Any delivery time" value={text('delivery')} onChange={set('delivery')} choices={attributes.delivery} />
          : null}
        {products
          ? (
              <div className="usa-checkbox adv-advanced__gss">
                <input
                  className="usa-checkbox__input"
                  id="gss"
                  type="checkbox"
                  name="gss"
                  checked={text('gss') === 'true'}
                  onChange={(event) => set('gss')(event.target.checked ? 'true' : '')}
                />
                <label className="usa-checkbox__label" htmlFor="gss">
                  GSA Global Supply stock items only
                </label>
              </div>
            )
          : null}
      </fieldset>
      <CheckboxGroup
        id="program"
        legend="Special programs"
        values={list('program')}
        onChange={set('program')}
        choices={attributes.programs.map((p) => ({ value: p.code, label: p.name }))}
      />
      <CheckboxGroup id="socio" legend="Contractor socio-economic status" values={list('socio')} onChange={set('socio')} choices={attributes.socio} />
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">Results</legend>
        <SelectField id="sort" label="Sort by" any="Relevance" value={text('sort')} onChange={set('sort')} choices={attributes.sort.filter((s) => s.value !== 'relevance')} />
        <SelectField
          id="pageSize"
          label="Items per page"
          any={`Default (${DEFAULT_PAGE_SIZE})`}
          value={text('pageSize')}
          onChange={set('pageSize')}
          choices={attributes.pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        />
      </fieldset>
      <p className="usa-hint">{SEARCH_TEXTS.advancedNoCriteria}</p>
      <div className="adv-advanced__actions">
        <button type="submit" className="usa-button">
          Search
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => {
            setValues(initialValues({}));
            setErrors([]);
          }}
        >
          Clear form
        </button>
      </div>
    </form>
  );
}
