/** The FEDSTRIP requisitions of requisition_detail: each field by field with its 80-position record. */
import { formatRequisition, type Requisition } from '@advantage/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Requisitions } from './parts/Requisitions';

const fields: Requisition = {
  documentIdentifier: 'A0A', routingIdentifier: 'GSA', mediaStatus: 'S', stockNumber: '7530015790001', unitOfIssue: 'BX', quantity: 7,
  aac: 'M28542', ordinalDate: '6330', serial: '0001', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
  distribution: '', projectCode: '', priority: '05', requiredDelivery: '', adviceCode: '2L',
};

describe('FEDSTRIP requisitions in order history', () => {
  it('shows the document number, the item, the fields and the record as it was sent', () => {
    const record = formatRequisition(fields);
    render(<Requisitions requisitions={[{ lineNumber: 1, title: 'Copy paper', documentNumber: 'M2854263300001', record, fields, exceptionRemarks: '', exceptionShipTo: '', supplyStatus: null, shipmentStatus: null }]} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Requisition M2854263300001' })).toBeTruthy();
    expect(within(item).getByText('Copy paper')).toBeTruthy();
    expect(within(item).getByText('7530-01-579-0001')).toBeTruthy();
    expect(within(item).getByText('7 BX')).toBeTruthy();
    expect(within(item).getByText('Routing GSA, signal A, fund 21, priority 05, advice 2L')).toBeTruthy();
    // The record keeps its blanks (positions matter): the exact 80 characters are in the page.
    expect(item.querySelector('[data-record]')?.textContent).toBe(record);
    expect(record).toHaveLength(80);
  });

  it('keeps the record on one line in a box of its own that the keyboard reaches and a screen reader names', () => {
    const record = formatRequisition(fields);
    render(<Requisitions requisitions={[{ lineNumber: 1, title: 'Copy paper', documentNumber: 'M2854263300001', record, fields, exceptionRemarks: '', exceptionShipTo: '', supplyStatus: null, shipmentStatus: null }]} />);
    const box = screen.getByRole('region', { name: 'Record of requisition M2854263300001' });
    expect(box.getAttribute('tabindex')).toBe('0');
    const text = within(box).getByText((_, e) => e?.hasAttribute('data-record') === true);
    // A <pre>: the line is never wrapped (the box scrolls sideways instead, see common/record-box.css).
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(record);
    expect(box.classList.contains('adv-record')).toBe(true);
  });

  it('says where each requisition stands in MILSTRIP terms, with its supply and shipment status records', () => {
    const record = formatRequisition(fields);
    const supply = `AE1GSAS7530015790001BX00007M28542633000010 ${' '.repeat(5)}A21${' '.repeat(8)}05340BVGSA63450000123`.padEnd(80, ' ');
    const shipment = `AS1GSAS7530015790001BX00007M28542633000010`.padEnd(80, ' ');
    render(
      <Requisitions
        requisitions={[{
          lineNumber: 1, title: 'Copy paper', documentNumber: 'M2854263300001', record, fields, exceptionRemarks: '', exceptionShipTo: '',
          supplyStatus: { code: 'BV', date: '2026-12-06', estimatedShippingDate: '2026-12-11', record: supply },
          shipmentStatus: { shippedDate: '2026-12-11', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', record: shipment },
        }]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Supply status').nextElementSibling?.textContent)
      .toBe('BV: On contract for direct delivery to the consignee, estimated shipping date Dec 11, 2026 (status of Dec 6, 2026)');
    expect(within(item).getByText('Shipment status').nextElementSibling?.textContent).toBe('Shipped Dec 11, 2026 by UPS, tracking number 1Z999AA10123456784');
    const supplyBox = screen.getByRole('region', { name: 'Supply status record of requisition M2854263300001' });
    expect(supplyBox.querySelector('[data-record]')?.textContent).toBe(supply);
    const shipmentBox = screen.getByRole('region', { name: 'Shipment status record of requisition M2854263300001' });
    expect(shipmentBox.querySelector('[data-record]')?.textContent).toBe(shipment);
  });
});
