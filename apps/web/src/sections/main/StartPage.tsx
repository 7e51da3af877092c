import { StorefrontStart } from '../common/StorefrontStart';
import type { ScreenProps } from '../../kit/screens/types';

/** The general storefront's start page (index layout): hero, welcome block, shop-now, privacy act notice. */
export function StartPage(props: ScreenProps) {
  return <StorefrontStart {...props} />;
}
