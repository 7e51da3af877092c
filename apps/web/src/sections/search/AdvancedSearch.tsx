import type { PropsOf } from '../../kit/screens/types';
import { AdvancedForm } from './advanced/AdvancedForm';
import { readAdvancedForm } from './attributes';

/** search/advanced?formType=products */
export function ProductForm({ envelope }: PropsOf<'search/advanced', 'ProductForm'>) {
  const attributes = readAdvancedForm(envelope);
  return (
    <div className="adv-search-page" data-screen="ProductForm">
      <h1 id="advanced-heading">{attributes.heading}</h1>
      <AdvancedForm key="products" attributes={{ ...attributes, formType: 'products' }} />
    </div>
  );
}

/** search/advanced?formType=services */
export function ServicesForm({ envelope }: PropsOf<'search/advanced', 'ServicesForm'>) {
  const attributes = readAdvancedForm(envelope);
  return (
    <div className="adv-search-page" data-screen="ServicesForm">
      <h1 id="advanced-heading">{attributes.heading}</h1>
      <AdvancedForm key="services" attributes={{ ...attributes, formType: 'services' }} />
    </div>
  );
}
