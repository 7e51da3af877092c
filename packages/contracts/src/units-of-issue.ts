/**
 * DoD unit of issue codes (FLIS / MILSTRIP record positions 23–24, reference/docs/product/fedstrip.md) with the
 * meaning a buyer reads next to a price: "EA (each)", "BX (box)". The meanings follow the DoD
 * definitions; a container code means one such container of the item as packed by its maker. PK (pack)
 * is not a DoD code but commercial schedule price lists use it, so it is listed with its meaning too.
 */
export const UNITS_OF_ISSUE: Readonly<Record<string, string>> = {
  AM: 'ampoule',
  AT: 'assortment',
  AY: 'assembly',
  BA: 'ball',
  BD: 'bundle',
  BE: 'bale',
  BF: 'board foot',
  BG: 'bag',
  BK: 'book',
  BL: 'barrel',
  BO: 'bolt',
  BR: 'bar',
  BT: 'bottle',
  BX: 'box',
  CA: 'cartridge',
  CB: 'carboy',
  CD: 'cubic yard',
  CE: 'cone',
  CF: 'cubic foot',
  CK: 'cake',
  CL: 'coil',
  CM: 'centimeter',
  CN: 'can',
  CO: 'container',
  CS: 'case',
  CT: 'carton',
  CU: 'cube',
  CY: 'cylinder',
  CZ: 'cubic meter',
  DR: 'drum',
  DZ: 'dozen',
  EA: 'each',
  EX: 'exposure',
  FT: 'foot',
  FV: 'five',
  FY: 'fifty',
  GL: 'gallon',
  GP: 'group',
  GR: 'gross',
  HD: 'hundred',
  HK: 'hank',
  IN: 'inch',
  JR: 'jar',
  KG: 'kilogram',
  KT: 'kit',
  LB: 'pound',
  LG: 'length',
  LI: 'liter',
  MC: 'thousand cubic feet',
  ME: 'meal',
  MM: 'millimeter',
  MR: 'meter',
  MX: 'thousand',
  OT: 'outfit',
  OZ: 'ounce',
  PD: 'pad',
  PG: 'package',
  PK: 'pack',
  PM: 'plate',
  PR: 'pair',
  PT: 'pint',
  PZ: 'packet',
  QT: 'quart',
  RA: 'ration',
  RL: 'reel',
  RM: 'ream',
  RO: 'roll',
  SD: 'skid',
  SE: 'set',
  SF: 'square foot',
  SH: 'sheet',
  SK: 'skein',
  SL: 'spool',
  SO: 'shot',
  SP: 'strip',
  SX: 'stick',
  SY: 'square yard',
  TD: 'twenty-four',
  TE: 'ten',
  TF: 'twenty-five',
  TN: 'ton (2,000 pounds)',
  TO: 'troy ounce',
  TS: 'thirty-six',
  TU: 'tube',
  UN: 'unit',
  VI: 'vial',
  YD: 'yard',
};

export interface UnitOfIssue {
  code: string;
  /** The meaning, or null for a code outside the DoD list (shown as the code alone). */
  meaning: string | null;
}

export function unitOfIssue(code: string): UnitOfIssue {
  const upper = code.trim().toUpperCase();
  return { code: upper, meaning: Object.hasOwn(UNITS_OF_ISSUE, upper) ? (UNITS_OF_ISSUE[upper] ?? null) : null };
}

/** "BX (box)", or the bare code when its meaning is unknown. */
export function unitOfIssueText(code: string): string {
  const unit = unitOfIssue(code);
  return unit.meaning ? `${unit.code} (${unit.meaning})` : unit.code;
}
