import type { HelpIcon as IconName } from '@advantage/contracts';
import sprite from '@uswds/uswds/img/sprite.svg';

/** A USWDS sprite icon; decorative, so the text beside it names the topic. */
export function HelpIcon({ icon, size = 4 }: { icon: IconName; size?: 3 | 4 | 5 }) {
  return (
    <svg className={`usa-icon usa-icon--size-${size} adv-help-icon`} aria-hidden="true" focusable="false" role="img">
      <use href={`${sprite}#${icon}`} />
    </svg>
  );
}
