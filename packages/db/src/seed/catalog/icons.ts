/** Simple drawings (160×160) for product images; the group around them sets fill (item colour) and stroke. */
import { TOP_CATEGORIES } from './reference.js';

const W = 'fill="#ffffff"';
const D = 'fill="#565c65"';

const ICONS: Record<string, string> = {
  pen: `<path d="M44 124 L110 40 L124 52 L58 134 Z"/><path d="M44 124 L38 142 L58 134 Z" ${W}/><path d="M104 48 L118 60" fill="none"/>`,
  paper: `<rect x="46" y="30" width="70" height="92" ${W}/><rect x="38" y="38" width="70" height="92"/><path d="M50 60 H96 M50 76 H96 M50 92 H84" fill="none" stroke="#ffffff"/>`,
  folder: `<path d="M30 50 H66 L74 60 H130 V124 H30 Z"/><path d="M30 68 H130" fill="none"/>`,
  box: `<path d="M36 60 L80 40 L124 60 V112 L80 132 L36 112 Z"/><path d="M36 60 L80 80 L124 60 M80 80 V132" fill="none"/>`,
  roll: `<circle cx="80" cy="80" r="46"/><circle cx="80" cy="80" r="20" ${W}/>`,
  monitor: `<rect x="28" y="36" width="104" height="70" rx="4"/><rect x="36" y="44" width="88" height="54" ${W}/><path d="M70 106 L64 126 H96 L90 106" ${D}/>`,
  laptop: `<rect x="40" y="40" width="80" height="56" rx="4"/><rect x="47" y="47" width="66" height="42" ${W}/><path d="M26 104 H134 L126 118 H34 Z" ${D}/>`,
  printer: `<rect x="50" y="30" width="60" height="30" ${W}/><rect x="30" y="58" width="100" height="46" rx="6"/><rect x="50" y="92" width="60" height="36" ${W}/>`,
  keyboard: `<rect x="24" y="56" width="112" height="50" rx="6"/><path d="M36 70 H124 M36 82 H124 M52 94 H108" fill="none" stroke="#ffffff" stroke-dasharray="6 4"/>`,
  drive: `<rect x="40" y="38" width="80" height="84" rx="8"/><circle cx="80" cy="74" r="22" ${W}/><circle cx="106" cy="110" r="4" ${W}/>`,
  network: `<rect x="24" y="60" width="112" height="40" rx="4"/><path d="M38 74 h10 v12 h-10 Z M56 74 h10 v12 h-10 Z M74 74 h10 v12 h-10 Z M92 74 h10 v12 h-10 Z" ${W}/><path d="M112 60 V36 M124 60 V42" fill="none"/>`,
  cable: `<path d="M40 40 C40 100 120 60 120 120" fill="none" stroke-width="8"/><rect x="30" y="24" width="20" height="24" rx="3"/><rect x="110" y="116" width="20" height="24" rx="3"/>`,
  chair: `<rect x="50" y="28" width="60" height="54" rx="10"/><rect x="42" y="84" width="76" height="16" rx="6"/><path d="M80 100 V124 M56 132 L80 124 L104 132" fill="none"/>`,
  desk: `<rect x="22" y="60" width="116" height="14" rx="2"/><rect x="96" y="74" width="36" height="56"/><path d="M30 74 V130" fill="none" stroke-width="6"/><path d="M104 92 H124 M104 110 H124" fill="none" stroke="#ffffff"/>`,
  cabinet: `<rect x="46" y="24" width="68" height="112" rx="3"/><path d="M46 61 H114 M46 98 H114" fill="none"/><path d="M72 42 H88 M72 79 H88 M72 116 H88" fill="none" stroke="#ffffff" stroke-width="5"/>`,
  shelf: `<path d="M34 26 V136 M126 26 V136 M34 30 H126 M34 66 H126 M34 102 H126 M34 134 H126" fill="none" stroke-width="5"/><rect x="44" y="40" width="12" height="26"/><rect x="60" y="44" width="10" height="22"/><rect x="92" y="78" width="24" height="24"/>`,
  spray: `<path d="M58 60 H98 L104 136 H52 Z"/><path d="M64 60 V42 H96 L112 50 L96 52 V60" ${D}/><path d="M112 50 L124 46" fill="none"/>`,
  soap: `<rect x="52" y="62" width="56" height="74" rx="12"/><path d="M72 62 V46 H88 V62 M80 46 V36 H104" fill="none" stroke-width="5"/>`,
  bag: `<path d="M50 50 C40 90 40 130 80 136 C120 130 120 90 110 50 Z"/><path d="M60 50 L70 30 L80 46 L90 30 L100 50" fill="none"/>`,
  broom: `<path d="M92 20 L74 92" fill="none" stroke-width="6"/><path d="M58 88 L96 96 L104 140 L40 128 Z"/>`,
  wrench: `<path d="M108 26 A26 26 0 0 0 86 64 L36 114 A10 10 0 0 0 50 128 L100 78 A26 26 0 0 0 136 52 L118 60 L104 46 L114 28 Z"/>`,
  drill: `<path d="M30 52 H104 V86 H30 Z"/><path d="M104 62 H132 V76 H104" ${D}/><path d="M52 86 H80 L76 132 H56 Z"/>`,
  screw: `<path d="M56 30 H104 L96 46 H64 Z"/><path d="M68 46 H92 L80 138 Z"/><path d="M68 62 L92 58 M70 78 L90 74 M72 94 L88 90 M74 110 L86 106" fill="none"/>`,
  ruler: `<rect x="20" y="62" width="120" height="36" rx="3"/><path d="M36 62 V76 M52 62 V72 M68 62 V76 M84 62 V72 M100 62 V76 M116 62 V72" fill="none" stroke="#ffffff"/>`,
  lock: `<path d="M56 74 V54 A24 24 0 0 1 104 54 V74" fill="none" stroke-width="10"/><rect x="42" y="72" width="76" height="62" rx="8"/><circle cx="80" cy="100" r="8" ${W}/>`,
  glove: `<path d="M52 136 V84 L42 66 L50 60 L60 72 V36 A6 6 0 0 1 72 36 V66 V28 A6 6 0 0 1 84 28 V66 V32 A6 6 0 0 1 96 32 V70 V44 A6 6 0 0 1 108 44 V104 L100 136 Z"/>`,
  goggles: `<path d="M22 72 H138" fill="none" stroke-width="6"/><rect x="30" y="58" width="100" height="44" rx="20"/><circle cx="58" cy="80" r="14" ${W}/><circle cx="102" cy="80" r="14" ${W}/>`,
  mask: `<path d="M40 64 C60 48 100 48 120 64 L114 104 C100 122 60 122 46 104 Z"/><path d="M40 66 L24 58 M120 66 L136 58 M46 100 L26 110 M114 100 L134 110" fill="none"/>`,
  earmuff: `<path d="M44 84 A36 40 0 0 1 116 84" fill="none" stroke-width="8"/><rect x="30" y="78" width="28" height="44" rx="12"/><rect x="102" y="78" width="28" height="44" rx="12"/>`,
  vest: `<path d="M56 26 L70 46 H90 L104 26 L130 46 V136 H30 V46 Z"/><path d="M30 90 H130 M30 108 H130" fill="none" stroke="#dfe1e2" stroke-width="6"/>`,
  extinguisher: `<rect x="58" y="50" width="44" height="90" rx="16"/><path d="M70 50 V36 H92 L110 30 M92 36 L112 60" fill="none" stroke-width="5"/>`,
  kit: `<rect x="28" y="50" width="104" height="80" rx="8"/><path d="M64 50 V36 H96 V50" fill="none" stroke-width="5"/><path d="M72 66 H88 V82 H104 V98 H88 V114 H72 V98 H56 V82 H72 Z" ${W}/>`,
  cross: `<path d="M64 28 H96 V64 H132 V96 H96 V132 H64 V96 H28 V64 H64 Z"/>`,
  bandage: `<rect x="24" y="62" width="112" height="36" rx="18" transform="rotate(-30 80 80)"/><rect x="62" y="66" width="36" height="28" ${W} transform="rotate(-30 80 80)"/>`,
  stethoscope: `<path d="M50 28 V70 A30 30 0 0 0 110 70 V28" fill="none" stroke-width="6"/><path d="M80 100 V116 A16 16 0 0 0 112 116 V108" fill="none" stroke-width="6"/><circle cx="112" cy="100" r="12"/>`,
  bulb: `<path d="M80 24 A36 36 0 0 1 102 88 V104 H58 V88 A36 36 0 0 1 80 24 Z"/><rect x="60" y="104" width="40" height="24" ${D}/>`,
  flashlight: `<path d="M28 66 H86 L108 52 V108 L86 94 H28 Z"/><path d="M116 64 L134 56 M118 80 H138 M116 96 L134 104" fill="none"/>`,
  battery: `<rect x="40" y="40" width="80" height="96" rx="6"/><rect x="66" y="28" width="28" height="12" ${D}/><path d="M80 66 V90 M68 78 H92" fill="none" stroke="#ffffff" stroke-width="5"/>`,
  plug: `<rect x="46" y="58" width="68" height="56" rx="10"/><path d="M64 58 V32 M96 58 V32" fill="none" stroke-width="8"/><path d="M80 114 V140" fill="none" stroke-width="8"/>`,
  cup: `<path d="M46 40 H114 L104 134 H56 Z"/><path d="M44 40 H116" fill="none" stroke-width="6"/>`,
  coffee: `<path d="M38 56 H106 V112 A20 20 0 0 1 86 132 H58 A20 20 0 0 1 38 112 Z"/><path d="M106 70 H120 A14 14 0 0 1 120 98 H106" fill="none" stroke-width="6"/><path d="M58 44 C54 34 64 30 60 20 M84 44 C80 34 90 30 86 20" fill="none"/>`,
  pot: `<path d="M36 62 H124 V118 A12 12 0 0 1 112 130 H48 A12 12 0 0 1 36 118 Z"/><path d="M24 70 H36 M124 70 H136 M70 52 H90" fill="none" stroke-width="6"/>`,
  tire: `<circle cx="80" cy="80" r="54"/><circle cx="80" cy="80" r="26" ${W}/><circle cx="80" cy="80" r="8" ${D}/>`,
  filter: `<rect x="40" y="36" width="80" height="92" rx="8"/><path d="M52 36 V128 M64 36 V128 M76 36 V128 M88 36 V128 M100 36 V128 M112 36 V128" fill="none" stroke="#ffffff"/>`,
  oil: `<path d="M44 56 H108 L116 70 V134 H44 Z"/><path d="M92 56 V38 H108 V56" ${D}/><rect x="56" y="84" width="44" height="30" ${W}/>`,
  truck: `<rect x="20" y="50" width="80" height="56"/><path d="M100 66 H124 L140 86 V106 H100 Z"/><circle cx="46" cy="112" r="12" ${D}/><circle cx="116" cy="112" r="12" ${D}/>`,
  gear: `<path d="M72 22 H88 L92 40 L106 46 L122 36 L132 48 L122 62 L128 76 H144 V92 L128 96 L122 110 L132 124 L120 136 L106 126 L92 132 L88 148 H72 L68 132 L54 126 L40 136 L28 124 L38 110 L32 96 L16 92 V76 L32 72 L38 58 L28 46 L40 34 L54 44 L68 38 Z"/><circle cx="80" cy="85" r="20" ${W}/>`,
  person: `<circle cx="80" cy="52" r="24"/><path d="M32 140 C32 100 128 100 128 140 Z"/>`,
  briefcase: `<rect x="26" y="54" width="108" height="76" rx="8"/><path d="M62 54 V40 H98 V54" fill="none" stroke-width="6"/><path d="M26 84 H134" fill="none"/>`,
  shield: `<path d="M80 22 L128 40 V78 C128 110 104 130 80 140 C56 130 32 110 32 78 V40 Z"/><path d="M62 80 L76 94 L100 66" fill="none" stroke="#ffffff" stroke-width="6"/>`,
};

let byLeaf: Map<string, string> | undefined;

/** The drawing of a leaf category, or undefined for an unknown code. */
export function leafIcon(code: string): string | undefined {
  byLeaf ??= new Map(TOP_CATEGORIES.flatMap((t) => t.leaves.map((l) => [l.code, ICONS[l.icon] ?? (ICONS.box as string)] as const)));
  return byLeaf.get(code);
}

export const ICON_NAMES = Object.keys(ICONS);
