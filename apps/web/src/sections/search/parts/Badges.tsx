import { SOCIO_ECONOMIC_BADGES, type SocioCode } from '@advantage/contracts';
import accessibility from '@uswds/uswds/img/usa-icons/accessibility_new.svg';
import eco from '@uswds/uswds/img/usa-icons/eco.svg';
import flag from '@uswds/uswds/img/usa-icons/flag.svg';
import label from '@uswds/uswds/img/usa-icons/label.svg';
import locationCity from '@uswds/uswds/img/usa-icons/location_city.svg';
import militaryTech from '@uswds/uswds/img/usa-icons/military_tech.svg';
import person from '@uswds/uswds/img/usa-icons/person.svg';
import security from '@uswds/uswds/img/usa-icons/security.svg';
import severeWeather from '@uswds/uswds/img/usa-icons/severe_weather.svg';
import store from '@uswds/uswds/img/usa-icons/store.svg';
import verified from '@uswds/uswds/img/usa-icons/verified.svg';
import work from '@uswds/uswds/img/usa-icons/work.svg';

const SOCIO_ICONS: Readonly<Record<SocioCode, string>> = {
  'SB': store,
  'WO': person,
  'VO': flag,
  'SDVO': militaryTech,
  '8A': verified,
  'HUBZ': locationCity,
  'AO': accessibility,
};

const PROGRAM_ICONS: Readonly<Record<string, string>> = {
  ABILITYONE: accessibility,
  ENV: eco,
  DISASTER: severeWeather,
  SECURITY: security,
};

/** Service codes (SVC_*) share one icon; anything unknown gets a plain label icon. */
function programIcon(code: string): string {
  return PROGRAM_ICONS[code] ?? (code.startsWith('SVC_') ? work : label);
}

function Badge({ icon, text, title, kind }: { icon: string; text: string; title: string; kind: string }) {
  return (
    <li className={`adv-badge adv-badge--${kind}`} title={title}>
      <img className="adv-badge__icon" src={icon} alt="" width="16" height="16" />
      <span>{text}</span>
    </li>
  );
}

interface Props {
  socio: readonly SocioCode[];
  programs: readonly string[];
  /** Program names by code (the program facet's labels). */
  programNames: ReadonlyMap<string, string>;
  gsaStock?: boolean;
}

/** Socio-economic and program badges: an icon and its words, never colour alone. */
export function Badges({ socio, programs, programNames, gsaStock = false }: Props) {
  if (!socio.length && !programs.length && !gsaStock) return null;
  return (
    <ul className="adv-badges" aria-label="Programs and socio-economic status">
      {gsaStock ? <Badge icon={verified} text="GSA Global Supply" title="Sold from GSA Global Supply stock" kind="gss" /> : null}
      {programs.map((code) => (
        <Badge key={code} icon={programIcon(code)} text={programNames.get(code) ?? code} title={programNames.get(code) ?? code} kind="program" />
      ))}
      {socio.map((code) => {
        const badge = SOCIO_ECONOMIC_BADGES[code];
        return badge ? <Badge key={code} icon={SOCIO_ICONS[code]} text={badge.label} title={badge.description} kind="socio" /> : null;
      })}
    </ul>
  );
}
