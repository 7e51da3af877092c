/**
 * The government entity of a state or local buyer, picked from the agency list (profile/agency_list) instead of
 * typed: the state or territory first, then its entity. `value` and `onChange` carry the entity's name, which is
 * what a member's agency reads; the entity select has the field's id, so an error on it is focused there.
 */
import { type AgencyEntry, JURISDICTIONS } from '@advantage/contracts';
import { type ChangeEvent, useEffect, useState } from 'react';
import { agencyList } from './agency-list';
import { FormGroup } from './FormGroup';

interface Props {
  id: string;
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
}

export function AgencyPicker({ id, value, onChange, error }: Props) {
  const [agencies, setAgencies] = useState<AgencyEntry[] | null>(null);
  const [jurisdiction, setJurisdiction] = useState('');
  useEffect(() => {
    let live = true;
    agencyList().then((list) => {
      if (!live) return;
      setAgencies(list);
      const current = list.find((a) => a.name === value);
      if (current) setJurisdiction(current.state);
    }, () => live && setAgencies([]));
    return () => {
      live = false;
    };
    // The list is read once; the entity typed before it came is matched then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const entities = (agencies ?? []).filter((a) => a.state === jurisdiction);
  return (
    <>
      <FormGroup id={`${id}-jurisdiction`} label="State or territory of your government entity" required>
        {({ describedBy, className }) => (
          <select
            className={className('usa-select')}
            id={`${id}-jurisdiction`}
            value={jurisdiction}
            aria-describedby={describedBy}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => {
              setJurisdiction(e.target.value);
              onChange('');
            }}
          >
            <option value="">- Select -</option>
            {Object.entries(JURISDICTIONS).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
      <FormGroup id={id} label="Government entity" required hint="The state, county, city, district or tribal government you buy for." error={error}>
        {({ describedBy, className }) => (
          <select
            className={className('usa-select')}
            id={id}
            name={id}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={agencies === null}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
          >
            <option value="">{agencies === null ? 'Loading the agency list ...' : '- Select -'}</option>
            {entities.map((a) => (
              <option key={a.id} value={a.name}>
                {a.name}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
    </>
  );
}
