/** What the state screens show of a validation: the entity, the programs, who validated it and until when. */
import { type EligibilityView, formatDollars, type ProgramSummary } from '@advantage/contracts';
import { StateProgramBadges } from '../../shell/components/StateProgramBadges';

export function ProgramBadges({ keys }: { keys: readonly string[]; programs: readonly ProgramSummary[] }) {
  return <StateProgramBadges keys={keys} />;
}

const day = (iso: string) => iso.slice(0, 10);

interface SummaryProps {
  eligibility: EligibilityView;
  programs: readonly ProgramSummary[];
  jurisdictions: Record<string, string>;
}

export function EligibilitySummary({ eligibility: e, programs, jurisdictions }: SummaryProps) {
  const names = e.programs.map((k) => programs.find((p) => p.key === k)?.name ?? k);
  return (
    <div className={`usa-summary-box adv-state-summary${e.status === 'expired' ? ' adv-state-summary--expired' : ''}`} role="region" aria-labelledby="state-summary-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="state-summary-heading">
          {e.status === 'valid' ? 'Your eligibility is validated' : 'Your eligibility has expired'}
        </h2>
        <dl className="usa-summary-box__text">
          <dt>Government entity</dt>
          <dd>
            {e.agencyName}
            ,
            {' '}
            {jurisdictions[e.jurisdiction] ?? e.jurisdiction}
          </dd>
          <dt>Programs</dt>
          <dd>
            {names.join(', ')}
            {' '}
            <StateProgramBadges keys={e.programs} />
          </dd>
          {e.dodaac1122
            ? (
                <>
                  <dt>1122-program DoDAAC</dt>
                  <dd>{e.dodaac1122}</dd>
                </>
              )
            : null}
          <dt>Supervisor</dt>
          <dd>{e.supervisorEmail ?? 'None named'}</dd>
          <dt>Limit per order</dt>
          <dd>{formatDollars(e.purchaseLimitCents)}</dd>
          <dt>Validated</dt>
          <dd>
            {day(e.validatedAt)}
            ,
            {' '}
            {e.validatedBy}
          </dd>
          <dt>{e.status === 'valid' ? 'Valid until' : 'Expired on'}</dt>
          <dd>{day(e.expiresAt)}</dd>
        </dl>
      </div>
    </div>
  );
}
