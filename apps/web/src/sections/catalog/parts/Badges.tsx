import { CATALOG_TEXT, type ProgramBadge, type SocioBadge } from '@advantage/contracts';

/** Socio-economic status as text tags; the full meaning is read out with the short label. */
export function SocioBadges({ badges }: { badges: readonly SocioBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="adv-badges" aria-label="Socio-economic status">
      {badges.map((b) => (
        <li key={b.code}>
          <span className="usa-tag adv-badge adv-badge--socio" title={b.description}>
            {b.label}
          </span>
          {b.label === b.description ? null : <span className="usa-sr-only">{`: ${b.description}`}</span>}
        </li>
      ))}
    </ul>
  );
}

export function ProgramBadges({ programs }: { programs: readonly ProgramBadge[] }) {
  if (programs.length === 0) return null;
  return (
    <ul className="adv-badges" aria-label="Special programs">
      {programs.map((p) => (
        <li key={p.code}>
          <span className="usa-tag adv-badge adv-badge--program" title={p.description || undefined}>
            {p.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LowestPriceTag() {
  return <span className="usa-tag adv-badge adv-badge--lowest">{CATALOG_TEXT.lowestPrice}</span>;
}
