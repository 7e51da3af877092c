/** The 'usmc-vs' section chunk: the marine corps store's start and home pages. */
import { HomeContent } from '../common/HomeContent';
import type { ScreenProps } from '../types';

export { UsmcStartPage as StartPage } from './UsmcStartPage';

export function HomePage(props: ScreenProps) {
  return <HomeContent {...props} heading="GSA Global Supply for the United States Marine Corps" />;
}
