/**
 * A requisition's status in MILSTRIP terms (docs/adr/0031-milstrip-status-records.md): its order line's status, as
 * the contractor reported it, becomes a supply status (AE1) and, once shipped, a shipment status (AS1), dated in the
 * AAC's time zone like the document number. A schedule contractor ships directly to the consignee, so an order line
 * that is neither back ordered nor cancelled is on contract for direct delivery (BV).
 */
import {
  formatShipmentStatus, formatSupplyStatus, type OrderStatus, ordinalDate, type Requisition, type RequisitionShipmentStatusView,
  type RequisitionSupplyStatusView, SHIPMENT_STATUS_TO_REQUISITIONER, SUPPLY_STATUS_TO_REQUISITIONER, type SupplyStatusCode,
} from '@advantage/contracts';

/** What the order line says about the requisition it fills. */
export interface LineProgress {
  status: OrderStatus;
  unitPriceCents: number;
  /** ISO day the contractor expects to ship a back ordered line. */
  estimatedDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  orderedAt: Date;
  /** The offer's delivery days, when the offer is still in the catalog. */
  deliveryDays: number | null;
  /** The last status change that concerned the line. */
  changedAt: Date;
  shippedAt: Date | null;
  /** The buyer cancelled the order (orderhistory/cancel_order), rather than the contractor. */
  cancelledByBuyer: boolean;
}

/** rp 62–76 of the shipment status. */
const TRANSPORTATION_NUMBER_WIDTH = 15;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** The ISO day of an instant in a time zone. */
export function isoDayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const addDays = (isoDay: string, days: number): string => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** YDDD of an ISO day (the day is already the AAC's). */
const yddd = (isoDay: string): string => ordinalDate(new Date(`${isoDay}T12:00:00Z`), 'UTC');

function supplyCode(line: LineProgress): SupplyStatusCode {
  if (line.status === 'Cancelled') return line.cancelledByBuyer ? 'BQ' : 'B4';
  return line.status === 'Backordered' ? 'BB' : 'BV';
}

function estimatedShipping(line: LineProgress, code: SupplyStatusCode, timeZone: string): string | null {
  if (code === 'BB') return line.estimatedDate;
  if (code !== 'BV') return null;
  if (line.shippedAt) return isoDayIn(line.shippedAt, timeZone);
  return line.deliveryDays === null ? null : addDays(isoDayIn(line.orderedAt, timeZone), line.deliveryDays);
}

/** The fields rp 1–50 both records carry, from the requisition as filed. */
function identity(requisition: Requisition, documentNumber: string) {
  return {
    routingIdentifier: requisition.routingIdentifier,
    mediaStatus: requisition.mediaStatus,
    stockNumber: requisition.stockNumber,
    unitOfIssue: requisition.unitOfIssue,
    quantity: requisition.quantity,
    documentNumber,
    suffix: '',
    supplementaryAddress: requisition.supplementaryAddress,
  };
}

export function requisitionStatus(
  requisition: Requisition,
  documentNumber: string,
  line: LineProgress,
  timeZone: string,
): { supplyStatus: RequisitionSupplyStatusView; shipmentStatus: RequisitionShipmentStatusView | null } {
  const code = supplyCode(line);
  const date = isoDayIn(line.changedAt, timeZone);
  const estimatedShippingDate = estimatedShipping(line, code, timeZone);
  const record = formatSupplyStatus({
    documentIdentifier: SUPPLY_STATUS_TO_REQUISITIONER,
    ...identity(requisition, documentNumber),
    signalCode: requisition.signalCode,
    fundCode: requisition.fundCode,
    distribution: requisition.distribution,
    projectCode: requisition.projectCode,
    priority: requisition.priority,
    transactionDay: yddd(date).slice(1),
    status: code,
    lastRoutingIdentifier: requisition.routingIdentifier,
    estimatedShippingDate: estimatedShippingDate ? yddd(estimatedShippingDate) : '',
    unitPriceCents: line.unitPriceCents,
  });
  const supplyStatus = { code, date, estimatedShippingDate, record };
  const shipped = line.shippedAt && (line.status === 'Shipped' || line.status === 'Delivered') ? line.shippedAt : null;
  if (!shipped) return { supplyStatus, shipmentStatus: null };
  const shippedDate = isoDayIn(shipped, timeZone);
  const trackingNumber = line.trackingNumber ?? '';
  const shipmentRecord = formatShipmentStatus({
    documentIdentifier: SHIPMENT_STATUS_TO_REQUISITIONER,
    ...identity(requisition, documentNumber),
    holdCode: '',
    fundCode: requisition.fundCode,
    distribution: requisition.distribution,
    shippedDay: yddd(shippedDate).slice(1),
    priority: requisition.priority,
    // A longer (or non-ASCII) carrier number does not fit; a cut one would name another shipment, so the screen shows it whole.
    transportationNumber: trackingNumber.length <= TRANSPORTATION_NUMBER_WIDTH && PRINTABLE_ASCII.test(trackingNumber) ? trackingNumber : '',
    // The ship notice does not say the mode of shipment, and a guessed code would mislead a transportation office.
    modeOfShipment: '',
    availableDay: '',
  });
  return { supplyStatus, shipmentStatus: { shippedDate, carrier: line.carrier ?? '', trackingNumber, record: shipmentRecord } };
}
