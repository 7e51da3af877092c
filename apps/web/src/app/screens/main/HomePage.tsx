import { HomeContent } from '../common/HomeContent';
import type { ScreenProps } from '../types';

export function HomePage(props: ScreenProps) {
  return <HomeContent {...props} />;
}
