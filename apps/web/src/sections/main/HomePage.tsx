import { HomeContent } from '../common/HomeContent';
import type { ScreenProps } from '../../kit/screens/types';

export function HomePage(props: ScreenProps) {
  return <HomeContent {...props} />;
}
