import { DEPARTMENT_TITLES, START_REGISTRATION_TEXT, STORE_START_TEXT } from '@advantage/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt, startPage } from '../../app/test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
});

const AGREEMENT = {
  contractNumber: '47QSWA21A00FX',
  contractorName: 'Fixture Farm Supply',
  phone: '703-555-0100',
  email: 'sales@farm.example.com',
  endDate: '2099-12-31',
  documentsUrl: '/ws/catalog/bpa_documents?contractNumber=47QSWA21A00FX',
};

describe('store start pages', () => {
  it('an agency store lists its agreements with the contractor’s contact and links to all of them', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('VA', { agreements: [AGREEMENT], agreementCount: 7 })) });
    renderAt('/home?store=VA');
    const section = await screen.findByRole('region', { name: STORE_START_TEXT.agreementsHeading });
    const row = within(section).getByRole('row', { name: /47QSWA21A00FX/ });
    expect(within(row).getByRole('link', { name: '47QSWA21A00FX' }).getAttribute('href')).toBe(AGREEMENT.documentsUrl);
    expect(within(row).getByText('Fixture Farm Supply')).toBeDefined();
    expect(within(row).getByRole('link', { name: '703-555-0100' }).getAttribute('href')).toBe('tel:703-555-0100');
    expect(within(row).getByRole('link', { name: 'sales@farm.example.com' }).getAttribute('href')).toBe('mailto:sales@farm.example.com');
    expect(within(row).getByText('Dec 31, 2099')).toBeDefined();
    expect(within(section).getByRole('link', { name: 'See all 7 agreements of this store' }).getAttribute('href')).toBe('/ws/catalog/strategic_sourcing');
  });

  it('the Login variant says where a registration stands when registration finalization sent the visitor', async () => {
    fakeServer({ '/rs/main/start_page': () => json({ ...startPage('VA', { registrationType: 'registration' }), responseName: 'Login' }) });
    renderAt('/ws/main/start_page?store=VA&type=registration');
    const notice = await screen.findByRole('region', { name: START_REGISTRATION_TEXT.registration.heading });
    expect(within(notice).getByText(START_REGISTRATION_TEXT.registration.text)).toBeDefined();
    expect(within(notice).getByRole('link', { name: 'Register as a federal buyer' }).getAttribute('href')).toBe('/ws/profile/registration');
    expect(within(notice).getByRole('link', { name: 'Register as a state or local buyer' }).getAttribute('href')).toBe('/ws/profile/state_registration');
  });

  it('the start page survey is the department survey dialog over the start page', async () => {
    const survey = { ...startPage('ADVANTAGE'), responseName: 'Survey' };
    survey.attributes = { ...survey.attributes, department: '', values: { satisfaction: '', found: '', purpose: '', comments: '' } };
    fakeServer({ '/rs/main/start_page': () => json(survey) });
    renderAt('/ws/main/start_page?view=survey');
    const dialog = await screen.findByRole('dialog', { name: DEPARTMENT_TITLES.survey });
    expect(within(dialog).getByRole('group', { name: /how satisfied/i })).toBeDefined();
  });

  it('a store without agreements shows no agreements section', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('AIRFORCE')) });
    renderAt('/home?store=AIRFORCE');
    await screen.findByRole('heading', { level: 1, name: 'AIRFORCE store title' });
    expect(screen.queryByRole('region', { name: STORE_START_TEXT.agreementsHeading })).toBeNull();
  });

  it('ggs/start_page shows Global Supply stock with NSN, unit of issue, price and delivery, and the ways to order', async () => {
    const welcome = {
      ...startPage('FSS'),
      pathInfo: 'ggs/start_page',
      responseName: 'Welcome',
    };
    welcome.attributes = {
      ...welcome.attributes,
      stockedItemCount: 61234,
      items: [{ productId: 9, title: 'Pen, ballpoint, black', nsn: '7520-01-519-4370', unitOfIssue: 'DZ', priceCents: 1234, deliveryText: '2–7 day delivery', url: '/ws/catalog/product_detail?productId=9' }],
    };
    fakeServer({ '/rs/main/start_page': () => json(startPage('FSS')), '/rs/ggs/start_page': () => json(welcome) });
    renderAt('/ws/ggs/start_page');
    const table = await screen.findByRole('table', { name: STORE_START_TEXT.globalSupplyHeading });
    const row = within(table).getByRole('row', { name: /Pen, ballpoint, black/ });
    expect(within(row).getByRole('link', { name: 'Pen, ballpoint, black' }).getAttribute('href')).toBe('/ws/catalog/product_detail?productId=9');
    for (const cell of ['7520-01-519-4370', 'DZ', '$12.34', '2–7 day delivery']) expect(within(row).getByText(cell)).toBeDefined();
    expect(screen.getByText('61,234 stocked items with a National Stock Number. A few of them:')).toBeDefined();
    expect(screen.getByRole('link', { name: 'FEDSTRIP / MILSTRIP ordering' }).getAttribute('href')).toBe('/ws/fedstrip/fedstrip_init');
    // The title follows the store's settings, which may arrive after the page's content (a previous store's title
    // showed for a moment on a loaded CI machine): wait for it as a buyer's browser tab would show it.
    await waitFor(() => expect(document.title).toMatch(/^GSA Global Supply/));
  });

  it('usmc/start_page Success says the member is signed in, above the marine corps home page', async () => {
    const success = { ...startPage('USMC', { loggedIn: true }), pathInfo: 'usmc/start_page', responseName: 'Success' };
    fakeServer({ '/rs/main/start_page': () => json(startPage('USMC')), '/rs/usmc/start_page': () => json(success) });
    renderAt('/ws/usmc/start_page');
    expect(await screen.findByRole('heading', { level: 1, name: 'GSA Global Supply for the United States Marine Corps' })).toBeDefined();
    const greeting = screen.getByText(STORE_START_TEXT.usmcSignedIn);
    expect(greeting.closest('[role="status"]')).not.toBeNull();
  });
});
