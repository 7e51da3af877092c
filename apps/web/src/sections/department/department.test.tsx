import {
  type ContactFormAttributes, type DepartmentAgreement, type DepartmentMainAttributes, type EbuyAttributes, type Envelope, type EnvelopeAttributes,
  type HomeOfficeAttributes,
} from '@advantage/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt, startPage } from '../../app/test-support';
import { Ebuy } from '../ebuy/Ebuy';
import { AdvSelect } from '../search/AdvSelect';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { DepartmentMain } from './DepartmentMain';
import { HomeOffice } from './HomeOffice';
import { SurveyForm } from './SurveyForm';

const envelope = (pathInfo: string, responseName: string, attributes: EnvelopeAttributes): Envelope => ({ responseType: 'SCREEN', responseName, pathInfo, attributes });

function show(screenOfAnswer: (props: never) => ReactNode, e: Envelope) {
  // A screen takes its own answer only; the test, as the dispatcher, holds it as taking any.
  const Screen = screenOfAnswer as ScreenComponent;
  const entry: ScreenEntry = { layout: 'classic', title: 'Department', load: async () => Screen };
  const router = createMemoryRouter([{ path: '*', element: <Screen envelope={e} path={e.pathInfo} query={{}} entry={entry} store="ADVANTAGE" /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const AGREEMENT: DepartmentAgreement = {
  contractNumber: '47QSWA24A0001',
  kind: 'BPA',
  holder: 'Capitol Office Supply LLC',
  holderId: 7,
  startDate: '2024-03-01',
  endDate: '2029-02-28',
  scheduleContract: 'GS-02F-0042X',
  documents: [{ title: 'BPA Terms and Conditions', url: '/ws/information/page?keyName=BPA_47QSWA24A0001' }],
  searchUrl: '/ws/department/main_search?dept=DHS&contractNumber=47QSWA24A0001',
};
const DHS = { code: 'DHS', name: 'Department of Homeland Security', storeId: 8 as const, agreementCount: 1, summary: 'Homeland Security components buy here.' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
});

describe('department search page', () => {
  const main = (selected: DepartmentMainAttributes['selected']): DepartmentMainAttributes => ({
    storeID: 0,
    intro: 'Search only your department’s agreements.',
    departments: [DHS, { ...DHS, code: 'VA', name: 'Department of Veterans Affairs', storeId: 6, agreementCount: 3 }],
    selected,
    unknown: false,
  });

  it('lets the department choose itself, then searches its agreements or one of them', async () => {
    const router = show(DepartmentMain, envelope('department/main', 'DepartmentMain', main({ ...DHS, agreements: [AGREEMENT], homeOfficeUrl: '/ws/department/homeoffice?dept=DHS' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Department Search' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'Department of Veterans Affairs (3 agreements)' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Agreements of the Department of Homeland Security' });
    const row = within(table).getByRole('row', { name: /47QSWA24A0001/ });
    expect(within(row).getByRole('link', { name: 'Search agreement 47QSWA24A0001' }).getAttribute('href')).toBe(AGREEMENT.searchUrl);
    expect(within(row).getByText('Under schedule GS-02F-0042X')).toBeDefined();
    expect(within(row).getByText('Feb 28, 2029')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Home office and contacts' }).getAttribute('href')).toBe('/ws/department/homeoffice?dept=DHS');

    const keyword = screen.getByLabelText(/Keyword, part number or NSN/);
    fireEvent.change(keyword, { target: { value: '%toner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search keywords must start with a letter or a digit.')).toBeDefined();
    expect(keyword.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(keyword, { target: { value: 'toner' } });
    fireEvent.change(screen.getByLabelText('Agreements'), { target: { value: '47QSWA24A0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/ws/department/main_search?dept=DHS&searchText=toner&contractNumber=47QSWA24A0001',
    );
  });

  it('suggests departments and agreements as the buyer types, with a status line', async () => {
    const asked: string[] = [];
    fakeServer({
      '/rs/department/adv_select_suggest': (url) => {
        asked.push(url.searchParams.get('term') ?? '');
        return json(envelope('department/adv_select_suggest', 'AdvSelectSuggest', {
          term: 'home',
          suggestions: [{ kind: 'department', value: 'DHS', label: 'Department of Homeland Security', department: 'Department of Homeland Security', url: '/ws/department/main?dept=DHS' }],
        }));
      },
    });
    show(DepartmentMain, envelope('department/main', 'DepartmentMain', main(null)));
    fireEvent.change(screen.getByLabelText('Find a department or agreement'), { target: { value: 'home' } });
    const link = await screen.findByRole('link', { name: 'Department of Homeland Security' });
    expect(link.getAttribute('href')).toBe('/ws/department/main?dept=DHS');
    expect(screen.getByRole('status').textContent).toBe('1 match');
    expect(asked).toEqual(['home']);
  });
});

describe('ways in', () => {
  it('the department advanced select leads to the department search and to eBuy', () => {
    show(AdvSelect, envelope('search/adv_select', 'AdvSelect', { heading: 'Advantage Select', productCategories: [], serviceCategories: [], programs: [], socio: [] }));
    expect(screen.getByRole('link', { name: 'Search your department’s agreements' }).getAttribute('href')).toBe('/ws/department/main');
    expect(screen.getByRole('link', { name: 'Request quotes in eBuy' }).getAttribute('href')).toBe('/ws/main/ebuy');
  });
});

describe('home office', () => {
  it('shows the address, contacts and agreements of the department', () => {
    const attributes: HomeOfficeAttributes = {
      storeID: 0,
      department: {
        ...DHS,
        homeOffice: 'Office of the Chief Procurement Officer',
        address: { street: '245 Murray Lane SW', city: 'Washington', state: 'DC', zip: '20528' },
        phone: '202-447-5300',
        email: 'strategic.sourcing@hq.dhs.gov',
        hours: 'Monday to Friday',
        storeUrl: '/home?store=DHS',
        searchUrl: '/ws/department/main_search?dept=DHS',
      },
      contacts: [{ role: 'Strategic Sourcing Program Manager', name: 'Angela Ortiz', email: 'angela.ortiz@hq.dhs.gov', phone: '202-447-5311' }],
      agreements: [AGREEMENT],
    };
    show(HomeOffice, envelope('department/homeoffice', 'HomeOffice', attributes));
    expect(screen.getByRole('heading', { level: 1, name: 'Department of Homeland Security' })).toBeDefined();
    expect(screen.getByText(/245 Murray Lane SW\s*Washington, DC 20528/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'angela.ortiz@hq.dhs.gov' }).getAttribute('href')).toBe('mailto:angela.ortiz@hq.dhs.gov');
    expect(screen.getByRole('link', { name: 'Search its 1 agreements' }).getAttribute('href')).toBe('/ws/department/main_search?dept=DHS');
    expect(screen.getByRole('link', { name: 'Take a two-minute survey' }).getAttribute('href')).toBe('/ws/department/survey?dept=DHS');
  });
});

describe('department dialogs', () => {
  const contactForm: ContactFormAttributes = {
    storeID: 0,
    departments: [{ code: 'DHS', name: 'Department of Homeland Security' }],
    values: { name: '', email: '', phone: '', organization: '', department: 'DHS', interest: '', message: '' },
  };

  it('opens the contact dialog, checks the docs/product/validation-rules.md rules before sending, and says Thank you!', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/department/adv2git_contact': (_url, init) => {
        const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
        if (Object.keys(body).length === 0) return json(envelope('department/adv2git_contact', 'Contact', contactForm));
        bodies.push(body);
        return json(envelope('department/adv2git_contact', 'Confirmation', {
          storeID: 0, form: 'contact', referenceNumber: 'CR-000042', message: 'Your request was sent.', continueUrl: '/ws/department/adv2git?dept=DHS',
        }));
      },
    });
    renderAt('/ws/department/adv2git_contact?dept=DHS');
    const dialog = await screen.findByRole('dialog', { name: 'Contact the Agency Programs Office' });
    expect((within(dialog).getByLabelText(/^Department/) as HTMLSelectElement).value).toBe('DHS');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Angela Ortiz' } });
    fireEvent.change(within(dialog).getByLabelText(/^Government email address/), { target: { value: 'angela@gmail.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('link', { name: 'Federal buyers must use a government email address ending in .gov, .mil or .us.' })).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Agency or office is required.' })).toBeDefined();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Government email address/), { target: { value: 'angela.ortiz@hq.dhs.gov' } });
    fireEvent.change(within(dialog).getByLabelText(/^Agency or office/), { target: { value: 'DHS OCPO' } });
    fireEvent.change(within(dialog).getByLabelText(/^What would you like to talk about/), { target: { value: 'store' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'We would like a store.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toBeDefined();
    expect(within(dialog).getByText('CR-000042')).toBeDefined();
    expect(bodies).toEqual([expect.objectContaining({ email: 'angela.ortiz@hq.dhs.gov', department: 'DHS', interest: 'store' })]);
  });

  it('names the unanswered survey questions before sending anything', async () => {
    const fetchMock = fakeServer({});
    show(SurveyForm, envelope('department/survey', 'Survey', { storeID: 0, department: 'DHS', values: { satisfaction: '', found: '', purpose: '', comments: '' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('link', { name: 'Choose how satisfied you are.' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Say whether you found what you came for.' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose what you came to do.' })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('eBuy', () => {
  it('hands a member over through the app, never to an address of its own', () => {
    const attributes: EbuyAttributes = {
      storeID: 0,
      destination: { url: 'https://www.ebuy.gsa.gov/ebuy/', host: 'www.ebuy.gsa.gov', agency: 'GSA eBuy' },
      handOffUrl: '/ws/main/ebuy?handoff=true',
    };
    show(Ebuy, envelope('main/ebuy', 'Ebuy', attributes));
    expect(screen.getByRole('heading', { level: 1, name: 'GSA eBuy' })).toBeDefined();
    expect(screen.getByText('www.ebuy.gsa.gov')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue to eBuy' }).getAttribute('href')).toBe('/ws/main/ebuy?handoff=true');
  });

  it('says so when the agency has no eBuy address', () => {
    show(Ebuy, envelope('main/ebuy', 'Ebuy', { storeID: 0, destination: null, handOffUrl: null }));
    expect(screen.getByText('No eBuy address is configured for your agency. Ask the GSA Advantage! help desk to set it up.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Continue to eBuy' })).toBeNull();
  });
});
