/** Find a product by manufacturer part number or NSN (catalog/product_detail?lookup=...). */
import { productLookupSchema } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

export function LookupForm({ initial = '', serverError }: { initial?: string; serverError?: string | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(serverError ?? undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = productLookupSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('product-lookup')?.focus();
      return;
    }
    setError(undefined);
    void navigate(`/ws/catalog/product_detail?lookup=${encodeURIComponent(parsed.data)}`);
  };
  return (
    <form className="usa-form adv-lookup-form" noValidate onSubmit={submit} role="search" aria-label="Find a product by part number or NSN">
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor="product-lookup">
          Part number or NSN
        </label>
        <span className="usa-hint" id="product-lookup-hint">
          For example 7510-00-286-6985, or the manufacturer&apos;s part number
        </span>
        {error
          ? (
              <span className="usa-error-message" id="product-lookup-error" role="alert">
                {error}
              </span>
            )
          : null}
        <input
          className={`usa-input${error ? ' usa-input--error' : ''}`}
          id="product-lookup"
          name="lookup"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'product-lookup-hint product-lookup-error' : 'product-lookup-hint'}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button className="usa-button" type="submit">
        Find product
      </button>
    </form>
  );
}
