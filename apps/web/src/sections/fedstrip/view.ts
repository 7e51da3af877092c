/** What each view of the FEDSTRIP page is given: the answer it shows, and how to show the next answer in place. */
import type { Envelope, EnvelopeAttributes } from '@advantage/contracts';

export type ShowAnswer = (answer: Envelope) => void;

/** An answer with the attributes its view reads (Fedstrip.tsx chooses the view, the answer map types its answers). */
export type AnswerWith<A> = Envelope<string, A & EnvelopeAttributes>;

export interface ViewProps<A = EnvelopeAttributes> {
  envelope: AnswerWith<A>;
  show: ShowAnswer;
}
