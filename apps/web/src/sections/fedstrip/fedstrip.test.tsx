import {
  DEFAULT_CODES, type Envelope, type EnvelopeAttributes, type FedstripCartAttributes, FEDSTRIP_TEXT, FEDSTRIP_TITLES, type ItemEntryAttributes,
  type PhasedAttributes, type ValidUnitOfIssueAttributes,
} from '@advantage/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenEntry } from '../../kit/screens/types';
import { Fedstrip } from './Fedstrip';

const envelope = (pathInfo: string, responseName: string, attributes: EnvelopeAttributes): Envelope => ({ responseType: 'SCREEN', responseName, pathInfo, attributes });
const NSN = '7530-01-579-0001';

const entry = (overrides: Partial<ItemEntryAttributes> = {}): ItemEntryAttributes => ({
  aac: 'M28542', aacName: '2nd Supply Battalion', codes: { ...DEFAULT_CODES, fundCode: '21' }, overseas: false, hasProfile: true, expanded: false,
  lines: [], cartCount: 0, preview: null, message: '', ...overrides,
});

function show(e: Envelope) {
  const screenEntry: ScreenEntry = { layout: 'classic', title: 'FEDSTRIP', load: async () => Fedstrip };
  const router = createMemoryRouter([{ path: '*', element: <Fedstrip envelope={e} path={e.pathInfo} query={{}} entry={screenEntry} store="USMC" /> }]);
  render(<RouterProvider router={router} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const typeLine = (stock: string, quantity: string, unit: string) => {
  fireEvent.change(field(/^NSN or part number/), { target: { value: stock } });
  fireEvent.change(field(/^Quantity/), { target: { value: quantity } });
  fireEvent.change(field(/^Unit of issue/), { target: { value: unit } });
};

describe('FEDSTRIP AAC entry', () => {
  it('a refused AAC’s error leaves its field when a pick from the address book replaces it', async () => {
    const refused = FEDSTRIP_TEXT.aacNotInBook('47QSMA');
    show(envelope('fedstrip/fedstrip_aacentry', 'AACEntry', {
      aac: '47QSMA', errors: [{ field: 'aac', message: refused }],
      aacs: [{ aac: 'M28542', name: '2nd Supply Battalion', access: 'unlocked', hasProfile: true }],
    }));
    const aac = field(/^AAC\/DoDAAC/);
    await waitFor(() => expect(aac.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('aac-error')?.textContent).toBe(refused);
    fireEvent.click(screen.getByRole('button', { name: /^Use M28542/ }));
    await waitFor(() => expect(aac.value).toBe('M28542'));
    expect(aac.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('aac-error')).toBeNull();
    expect(screen.queryByRole('link', { name: refused })).toBeNull();
  });
});

describe('FEDSTRIP item entry', () => {
  it('shows the rule a field breaks on that field before sending, and the server’s refusal on the field it names', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/fedstrip/add_to_cart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        const errors = [{ field: 'lines.0.unitOfIssue', message: FEDSTRIP_TEXT.wrongUnit(NSN, ['BX']) }];
        return json({ responseType: 'ERROR', responseName: 'ValidationError', pathInfo: 'fedstrip/add_to_cart', attributes: { errors } }, 400, 'Bad Request');
      },
    });
    // The screen opens with the answer of the line added before.
    show(envelope('fedstrip/add_to_cart', 'collapseItemEntry', entry({ message: FEDSTRIP_TEXT.added(1) })));
    expect(screen.getByRole('heading', { level: 1, name: FEDSTRIP_TITLES.itemEntry })).toBeDefined();
    expect(document.querySelector('.adv-fs__notice')?.textContent).toBe(FEDSTRIP_TEXT.added(1));

    typeLine('7530 01 579 0001', '0', 'BX');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const quantity = field(/^Quantity/);
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('quantity-error')?.textContent).toBe('Quantity must be a whole number of at least 1.');
    expect(quantity.getAttribute('aria-describedby')).toContain('quantity-error');
    expect(field(/^NSN or part number/).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.change(field(/^Unit of issue/), { target: { value: 'EA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const unit = field(/^Unit of issue/);
    await waitFor(() => expect(unit.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('unitOfIssue-error')?.textContent).toBe(FEDSTRIP_TEXT.wrongUnit(NSN, ['BX']));
    expect(screen.getByRole('link', { name: FEDSTRIP_TEXT.wrongUnit(NSN, ['BX']) })).toBeDefined();
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    // "1 requisition was added" belonged to the answer before: it does not stand above this refusal.
    expect(document.querySelector('.adv-fs__notice')).toBeNull();
    // Only the codes that differ from the profile travel with the line: none on the collapsed entry.
    expect(bodies).toEqual([{ lines: [{ stockNumber: '7530 01 579 0001', quantity: '5', unitOfIssue: 'EA', codes: {} }], view: 'entry' }]);
  });

  it('checks the rules between fields as the server would: a billed signal needs a fund code', async () => {
    const fetchMock = fakeServer({});
    show(envelope('fedstrip/fedstrip_exceptionEntry', 'expandedItemEntry', entry({ expanded: true })));
    typeLine(NSN, '2', 'BX');
    fireEvent.change(field(/^Fund code/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(field(/^Fund code/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('fundCode-error')?.textContent).toBe('Signal code A is billed, so a fund code is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the valid-units dialog: Escape closes it and returns the focus; picking a unit fixes the line’s unit', async () => {
    const asked: string[] = [];
    fakeServer({
      '/rs/fedstrip/valid_unit_of_issue': (url) => {
        asked.push(url.searchParams.get('stockNumber') ?? '');
        const a: ValidUnitOfIssueAttributes = { stockNumber: '7530015790001', title: 'Copy paper', units: [{ code: 'BX', meaning: 'box' }, { code: 'PG', meaning: 'package' }] };
        return json(envelope('fedstrip/valid_unit_of_issue', 'ValidUnitOfIssue', a));
      },
    });
    show(envelope('fedstrip/fedstrip_init', 'collapseItemEntry', entry()));
    const open = screen.getByRole('button', { name: 'Choose a valid unit of issue' });
    fireEvent.click(open);
    // Without an item there is nothing to look up: said on the NSN field.
    await waitFor(() => expect(document.getElementById('stockNumber-error')?.textContent).toBe('Enter an NSN or a part number.'));
    expect(screen.queryByRole('dialog')).toBeNull();

    typeLine(NSN, '5', 'EA');
    const unit = field(/^Unit of issue/);
    unit.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: FEDSTRIP_TITLES.validUnits });
    expect(await screen.findByRole('button', { name: 'Use BX: box' })).toBeDefined();
    expect(dialog.textContent).toContain('Copy paper (7530-01-579-0001) is issued by:');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(unit);

    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Use PG: package' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unit.value).toBe('PG');
    expect(document.activeElement).toBe(unit);
    expect(asked).toEqual(['7530-01-579-0001', '7530-01-579-0001']);
  });
});

describe('FEDSTRIP phased entry', () => {
  it('keeps a bad line on its row with the reason and in the list to correct; good lines show their record', async () => {
    const record = 'A0AGSAS7530015790001  BX00005M2854260010001R      A21      13'.padEnd(80, ' ');
    const answer: PhasedAttributes = {
      message: FEDSTRIP_TEXT.phased(1, 1),
      added: 1,
      rows: [
        { lineNumber: 1, text: `${NSN}, 5, BX`, ok: true, errors: [], record },
        { lineNumber: 2, text: 'NOPART-999 1 EA', ok: false, errors: [{ field: 'stockNumber', message: FEDSTRIP_TEXT.notInCatalog('NOPART-999') }], record: null },
      ],
      remaining: 'NOPART-999 1 EA',
    };
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/fedstrip/phased_requisition_entry': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope('fedstrip/phased_requisition_entry', 'PhasedSuccess', answer));
      },
    });
    show(envelope('fedstrip/fedstrip_init', 'collapseItemEntry', entry()));
    fireEvent.click(screen.getByRole('button', { name: 'Add the lines to cart' }));
    await waitFor(() => expect(document.getElementById('text-error')?.textContent).toBe(FEDSTRIP_TEXT.phasedEmpty));
    expect(bodies).toEqual([]);

    fireEvent.change(field(/^Lines, one requisition a line/), { target: { value: `${NSN}, 5, BX\nNOPART-999 1 EA` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the lines to cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: FEDSTRIP_TITLES.phased })).toBeDefined();
    expect(document.querySelector('.adv-fs__notice')?.textContent).toBe(FEDSTRIP_TEXT.phased(1, 1));
    // Announced by the section's live region, which stayed mounted while the answer replaced the entry.
    expect(document.querySelector('.adv-fs > [role="status"]')?.textContent).toBe(FEDSTRIP_TEXT.phased(1, 1));
    const bad = document.querySelector('[data-line="2"]');
    expect(bad?.textContent).toContain('Kept back');
    expect(bad?.textContent).toContain(`NSN or part number: ${FEDSTRIP_TEXT.notInCatalog('NOPART-999')}`);
    expect(document.querySelector('[data-line="1"] [data-record]')?.textContent).toBe(record);
    expect(field(/^Lines, one requisition a line/).value).toBe('NOPART-999 1 EA');
    expect(bodies).toEqual([{ text: `${NSN}, 5, BX\nNOPART-999 1 EA` }]);
  });
});

describe('FEDSTRIP cart', () => {
  it('asks the AAC password where the server demands it, on its own field, and orders with it under the same key', async () => {
    const sent: Array<{ body: unknown; key: string | null }> = [];
    fakeServer({
      '/rs/fedstrip/process_Order': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { password?: string };
        sent.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
        if (!body.password) {
          const errors = [{ field: 'password', message: 'Enter the AAC password for M28542 to order to it (once per session).' }];
          return json({ responseType: 'ERROR', responseName: 'ValidationError', pathInfo: 'fedstrip/process_Order', attributes: { errors } }, 400, 'Bad Request');
        }
        return json(envelope('fedstrip/process_Order', 'OrderSummary', { ...cart, message: 'shown again' }));
      },
    });
    const record = 'A0AGSAS7530015790001  BX00005M285426001SSSSR      A21      13'.padEnd(80, ' ');
    const line = {
      lineId: 70, cartItemId: 7, record, title: 'Copy paper', contractorName: 'Paper Co', contractNumber: 'GS-02F-0001A', unitPriceCents: 1250, extendedCents: 6250, exceptionRemarks: '', exceptionShipTo: '',
      requisition: {
        ...DEFAULT_CODES, fundCode: '21', documentIdentifier: 'A0A' as const, stockNumber: '7530015790001', unitOfIssue: 'BX', quantity: 5, aac: 'M28542', ordinalDate: '6001', serial: '0001',
      },
    };
    const cart: FedstripCartAttributes = { aac: 'M28542', cartId: 12, version: 3, lines: [line], totalCents: 6250, problems: [], message: '', fundsControl: false };
    show(envelope('fedstrip/fedstrip_shopping_cart', 'OrderSummary', cart));
    expect(document.querySelector('[data-record]')?.textContent).toBe(record);
    expect(screen.queryByLabelText(/^AAC password/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Order requisitions' }));
    const password = (await screen.findByLabelText(/^AAC password/)) as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('password-error')?.textContent).toBe('Enter the AAC password for M28542 to order to it (once per session).');
    fireEvent.change(password, { target: { value: 'Supply2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Order requisitions' }));
    await waitFor(() => expect(document.querySelector('.adv-fs__notice')?.textContent).toBe('shown again'));
    expect(sent.map((s) => s.body)).toEqual([{ cartId: 12, version: 3 }, { cartId: 12, version: 3, password: 'Supply2026' }]);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});
