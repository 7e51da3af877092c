/** What each view of the FEDSTRIP page is given: the answer it shows, and how to show the next answer in place. */
import type { Envelope } from '@advantage/contracts';

export type ShowAnswer = (answer: Envelope) => void;

export interface ViewProps {
  envelope: Envelope;
  show: ShowAnswer;
}
