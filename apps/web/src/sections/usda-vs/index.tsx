/** The 'usda-vs' section chunk: the agriculture store's start page. */
import { VirtualStoreStartPage } from '../shared-vs/VirtualStoreStartPage';
import type { ScreenProps } from '../../kit/screens/types';

/** docs/product/README.md: "The agriculture store is for agriculture personnel for official business only." */
export function StartPage(props: ScreenProps) {
  return <VirtualStoreStartPage {...props} notice="This store is for agriculture personnel for official business only." />;
}
