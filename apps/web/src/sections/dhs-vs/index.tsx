/** The 'dhs-vs' section chunk: the homeland security store's start page and its email validation pages. */
import { VirtualStoreStartPage } from '../shared-vs/VirtualStoreStartPage';
import type { ScreenProps } from '../../kit/screens/types';

export { EmailValidation, ValidateEmail } from './EmailValidation';

/** docs/product/README.md: "The homeland security store is limited to its department users." */
export function StartPage(props: ScreenProps) {
  return <VirtualStoreStartPage {...props} notice="This store is limited to Department of Homeland Security users." />;
}
