/**
 * A FEDSTRIP/MILSTRIP requisition's 80-position record, exactly as it is sent: one line, monospace, every blank
 * kept, under a ruler of positions. The FEDSTRIP screens and order history's requisition detail show it.
 */
import './record-box.css';

/** Positions 1 to 80 in tens, over the record: the clerk reads a field's place without counting. */
const RULER = Array.from({ length: 8 }, (_, i) => String((i + 1) * 10).padStart(10, '.')).join('');

/**
 * The record in a box that scrolls sideways on its own where the line does not fit (a phone), so the page never
 * does. The box is focusable (keyboard users can scroll it: WCAG 2.1.1) and named by its requisition.
 */
export function RecordBox({ record, label }: { record: string; label: string }) {
  return (
    // A scrollable region must take the keyboard focus to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="adv-record" role="region" aria-label={label} tabIndex={0}>
      <pre className="adv-record__ruler" aria-hidden="true">{RULER}</pre>
      <pre className="adv-record__text" data-record>{record}</pre>
    </div>
  );
}
