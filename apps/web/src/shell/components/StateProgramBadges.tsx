/**
 * The state and local program badges (the eLibrary/Advantage 'COOP PURCH', 'DISAST RECOV' icons,
 * docs/product/state-and-local.md) as USWDS tags, each with the program's full name for assistive technology; and, for a state or local
 * member, whether an offer is open to them or the reason it is not.
 */
import { isStateProgramKey, type StateAccess, STATE_PROGRAMS } from '@advantage/contracts';

export function StateProgramBadges({ keys }: { keys: readonly string[] }) {
  const known = keys.filter(isStateProgramKey);
  if (known.length === 0) return null;
  return (
    <span className="adv-state-badges">
      {known.map((k) => (
        <span key={k} className="usa-tag adv-state-badge" title={STATE_PROGRAMS[k].name}>
          <span aria-hidden="true">{STATE_PROGRAMS[k].badge}</span>
          <span className="usa-sr-only">{STATE_PROGRAMS[k].name}</span>
        </span>
      ))}
    </span>
  );
}

/** `id`: the note describes the offer's Add to cart button, which is inert while the offer is not open. */
export function StateAccessNote({ access, id }: { access: StateAccess | undefined; id?: string }) {
  if (!access) return null;
  if (access.open) {
    const names = access.programs.map((k) => STATE_PROGRAMS[k].name).join(' and ');
    return <p className="adv-state-access adv-state-access--open" id={id}>{`Open to you under ${names}.`}</p>;
  }
  return <p className="adv-state-access adv-state-access--closed" id={id}>{`Not open to you: ${access.message ?? ''}`}</p>;
}

/**
 * The Add to cart button's state for an offer a state or local member may not order: aria-disabled (it stays in the
 * tab order, so the reason, its description, is heard) and described by the note that says why.
 */
export function closedOfferButton(access: StateAccess | undefined, noteId: string) {
  return access && !access.open ? { 'aria-disabled': true, 'aria-describedby': noteId } as const : undefined;
}
