/**
 * Delivery estimates for a ZIP code (the product page's estimate and cart/enterZip). A contract's delivery
 * days are calendar days after receipt of order (ARO); under FOB origin the contractor only ships within
 * them, so transit from its warehouse is added, by distance between the two ZIP regions. Destinations
 * outside the continental United States (Alaska, Hawaii, territories, military post offices) add days.
 */
import { CATALOG_TEXT, type DeliveryEstimate, type DeliveryEstimateView } from '@advantage/contracts';

interface Destination {
  label: string;
  outsideConus: boolean;
  /** Extra business days [min, max] beyond the continental United States. */
  extra: [number, number];
}

/** Three-digit ZIP prefixes outside the continental United States. */
const OUTSIDE_CONUS: ReadonlyArray<{ from: number; to: number; label: string; extra: [number, number] }> = [
  { from: 6, to: 7, label: 'Puerto Rico', extra: [3, 7] },
  { from: 8, to: 8, label: 'U.S. Virgin Islands', extra: [3, 7] },
  { from: 9, to: 9, label: 'Puerto Rico', extra: [3, 7] },
  { from: 90, to: 98, label: 'APO/FPO Armed Forces Europe, Middle East and Africa (AE)', extra: [7, 14] },
  { from: 340, to: 340, label: 'APO/FPO Armed Forces Americas (AA)', extra: [5, 10] },
  { from: 962, to: 966, label: 'APO/FPO Armed Forces Pacific (AP)', extra: [7, 14] },
  { from: 967, to: 968, label: 'Hawaii', extra: [3, 7] },
  { from: 969, to: 969, label: 'Guam and the Pacific territories', extra: [5, 10] },
  { from: 995, to: 999, label: 'Alaska', extra: [3, 7] },
];

/** The ten national ZIP areas: name and a rough centre (latitude, longitude) for distances. */
const ZIP_AREAS: ReadonlyArray<{ name: string; at: [number, number] }> = [
  { name: 'New England and New Jersey', at: [42.0, -72.0] },
  { name: 'New York, Pennsylvania and Delaware', at: [41.5, -76.0] },
  { name: 'Mid-Atlantic and the Carolinas', at: [37.0, -78.5] },
  { name: 'Southeast', at: [32.5, -84.5] },
  { name: 'Great Lakes', at: [40.5, -84.5] },
  { name: 'Upper Midwest and Northern Plains', at: [45.0, -95.0] },
  { name: 'Central Plains', at: [39.5, -93.5] },
  { name: 'South Central', at: [32.0, -95.5] },
  { name: 'Mountain West', at: [39.0, -109.0] },
  { name: 'Pacific Coast', at: [40.0, -121.0] },
];

export function destinationOf(zip: string): Destination {
  const prefix = Number(zip.slice(0, 3));
  const outside = OUTSIDE_CONUS.find((r) => prefix >= r.from && prefix <= r.to);
  if (outside) return { label: `ZIP ${zip}, ${outside.label}`, outsideConus: true, extra: outside.extra };
  const area = ZIP_AREAS[Number(zip[0])];
  return { label: `ZIP ${zip}, ${area?.name ?? 'United States'}`, outsideConus: false, extra: [0, 0] };
}

function miles([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3959 * 2 * Math.asin(Math.sqrt(a));
}

/** Ground transit in business days between two ZIP areas. */
export function transitDays(fromZip: string, toZip: string): number {
  const from = ZIP_AREAS[Number(fromZip[0])];
  const to = ZIP_AREAS[Number(toZip[0])];
  if (!from || !to) return 5;
  const d = miles(from.at, to.at);
  return d <= 300 ? 1 : d <= 800 ? 2 : d <= 1400 ? 3 : d <= 2000 ? 4 : 5;
}

const DAY_MS = 86_400_000;

function addCalendarDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** Counts business days forward; with 0 a weekend date moves on to Monday (carriers deliver on business days). */
export function addBusinessDays(date: Date, days: number): Date {
  let d = date;
  let left = days;
  while (left > 0 || isWeekend(d)) {
    d = addCalendarDays(d, 1);
    if (!isWeekend(d)) left--;
  }
  return d;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface EstimateOffer {
  id: number;
  label: string;
  deliveryDays: number;
  gsaStock: boolean;
  fob: string;
  contractorZip: string;
}

export function estimateOne(offer: EstimateOffer, zip: string, destination: Destination, orderDate: Date): DeliveryEstimate {
  let earliest: Date;
  let latest: Date;
  if (offer.gsaStock) {
    earliest = addBusinessDays(orderDate, 2 + destination.extra[0]);
    latest = addBusinessDays(orderDate, 7 + destination.extra[1]);
  } else {
    const shipped = addCalendarDays(orderDate, offer.deliveryDays);
    const transit = /origin/i.test(offer.fob) ? transitDays(offer.contractorZip, zip) : 0;
    earliest = addBusinessDays(shipped, transit + destination.extra[0]);
    latest = addBusinessDays(shipped, transit + destination.extra[1]);
  }
  const text = iso(earliest) === iso(latest) ? `Arrives by ${FORMAT.format(latest)}` : `Arrives ${FORMAT.format(earliest)} to ${FORMAT.format(latest)}`;
  return { offerId: offer.id, label: offer.label, earliest: iso(earliest), latest: iso(latest), text };
}

export function deliveryEstimates(zip: string, offers: readonly EstimateOffer[], now: Date = new Date()): DeliveryEstimateView {
  const destination = destinationOf(zip);
  const orderDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    zip,
    destination: { label: destination.label, outsideConus: destination.outsideConus },
    orderDate: iso(orderDate),
    estimates: offers.map((o) => estimateOne(o, zip, destination, orderDate)),
    note: CATALOG_TEXT.deliveryNote(destination.outsideConus),
  };
}
