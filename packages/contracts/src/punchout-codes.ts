/**
 * Code lists a punchout cart speaks (reference/docs/product/fedstrip.md–3d): cXML UnitOfMeasure takes UN/ECE
 * Recommendation 20 codes, not the DoD unit of issue, and Classification takes UNSPSC, not the FSC/PSC our
 * categories carry. Both tables are total over what the marketplace holds (a unit test walks them), so a
 * returned cart line never goes out without a unit or a classification.
 */
/**
 * DoD unit of issue → UN/ECE Rec 20 common code. Counts of a packing form use Rec 20's own codes where it has one
 * (BX box, CT carton, DZN dozen, PR pair, SET set, KT kit …) and Rec 20's annex of Rec 21 package codes ("X" and
 * the package code) where it has none; measures use their SI or US code (GLL US gallon, QTL US liquid quart).
 * A DoD code with no Rec 20 counterpart (hank, skein, ration …) maps to C62 "one": the quantity counts the item
 * itself, and the Description carries its unit of issue in words.
 */
export const UNIT_OF_ISSUE_TO_REC20: Readonly<Record<string, string>> = {
  AM: 'XAM', AT: 'C62', AY: 'C62', BA: 'XBF', BD: 'BE', BE: 'XBL', BF: 'BFT', BG: 'BG', BK: 'D63', BL: 'BLL',
  BO: 'XBT', BR: 'XBR', BT: 'BO', BX: 'BX', CA: 'XCQ', CB: 'XCO', CD: 'YDQ', CE: 'C62', CF: 'FTQ', CK: 'XCK',
  CL: 'XCL', CM: 'CMT', CN: 'CA', CO: 'XCH', CS: 'CS', CT: 'CT', CU: 'C62', CY: 'XCY', CZ: 'MTQ', DR: 'DR',
  DZ: 'DZN', EA: 'EA', EX: 'C62', FT: 'FOT', FV: 'C62', FY: 'C62', GL: 'GLL', GP: 'C62', GR: 'GRO', HD: 'CEN',
  HK: 'C62', IN: 'INH', JR: 'JR', KG: 'KGM', KT: 'KT', LB: 'LBR', LG: 'LN', LI: 'LTR', MC: 'FTQ', ME: 'C62',
  MM: 'MMT', MR: 'MTR', MX: 'MIL', OT: 'SET', OZ: 'ONZ', PD: 'PD', PG: 'PK', PK: 'PK', PM: 'C62', PR: 'PR',
  PT: 'PTL', PZ: 'PA', QT: 'QTL', RA: 'C62', RL: 'RL', RM: 'RM', RO: 'RO', SD: 'XSK', SE: 'SET', SF: 'FTK',
  SH: 'ST', SK: 'C62', SL: 'SO', SO: 'C62', SP: 'SR', SX: 'C62', SY: 'YDK', TD: 'C62', TE: 'C62', TF: 'C62',
  TN: 'STN', TO: 'APZ', TS: 'C62', TU: 'TU', UN: 'C62', VI: 'XVI', YD: 'YRD',
};

/** The Rec 20 code of a unit of issue; a code outside the DoD list (never stored by the catalog) counts as C62. */
export function rec20Unit(unitOfIssue: string): string {
  return UNIT_OF_ISSUE_TO_REC20[unitOfIssue.toUpperCase()] ?? 'C62';
}

/**
 * Federal Supply Class (products) or Product and Service Code (services) of our categories → UNSPSC family or
 * class (eight digits, trailing zeros at the level named). Mapped by meaning at the level we can name surely:
 * a family where the FSC spans several UNSPSC classes, the segment where even the family is uncertain (W023).
 */
export const FSC_TO_UNSPSC: Readonly<Record<string, string>> = {
  2540: '25170000', 2610: '25172500', 2940: '40161500', 4210: '46191600', 4240: '46180000',
  5110: '27110000', 5120: '27110000', 5130: '27112700', 5140: '27110000', 5210: '41111600',
  5305: '31161500', 5340: '31160000', 5895: '43220000', 5995: '26121600', 6135: '26111700',
  6140: '26111700', 6145: '26121600', 6150: '39120000', 6210: '39110000', 6230: '39110000',
  6240: '39100000', 6510: '42310000', 6515: '42000000', 6545: '42170000', 7021: '43211500',
  7025: '43210000', 7110: '56110000', 7125: '56110000', 7310: '48100000', 7330: '52150000',
  7350: '52150000', 7510: '44120000', 7520: '44120000', 7530: '14110000', 7920: '47130000',
  7930: '47130000', 8105: '47121700', 8415: '46181500', 8520: '53130000', 8540: '14111700',
  8925: '50160000', 8955: '50200000', 9150: '15120000',
  DA01: '81110000', F999: '77000000', J071: '72000000', R408: '80101600', R699: '80160000', R799: '80110000',
  S112: '83100000', S201: '76110000', S206: '92120000', U099: '86000000', V119: '78100000', V231: '90120000',
  W023: '78000000',
};

/** UNSPSC of a category's FSC/PSC, or null for a class not mapped (then the line's Classification is left empty, never guessed). */
export function unspscFor(fsc: string | null | undefined): string | null {
  if (!fsc) return null;
  return FSC_TO_UNSPSC[fsc.toUpperCase()] ?? null;
}
