import { DEPARTMENT_TITLES, MESSAGES, METHOD_TABLE, type ServerPath, STORE_SECTION } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_REGISTRIES, findScreen } from './lookup';
import { isScreenEntry, type LaterScreen, type ScreenEntry, type ScreenRegistry } from '../kit/screens/types';

type Row = [registry: string, path: string, responseName: string, entry: ScreenEntry | LaterScreen];

const ROWS: Row[] = ALL_REGISTRIES.flatMap(([name, registry]) =>
  Object.entries(registry as Record<string, Record<string, ScreenEntry | LaterScreen>>).flatMap(([path, screens]) =>
    Object.entries(screens).map(([responseName, entry]): Row => [name, path, responseName, entry]),
  ),
);

const SCREENS = ROWS.filter((row): row is [string, string, string, ScreenEntry] => isScreenEntry(row[3]));

function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

describe('screen registries', () => {
  it('register the screens this issue owns', () => {
    expect(SCREENS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROWS)('%s: %s %s is a method-table path and response name', (_registry, path, responseName) => {
    expect(Object.hasOwn(METHOD_TABLE, path)).toBe(true);
    expect(METHOD_TABLE[path as ServerPath].responses as readonly string[]).toContain(responseName);
  });

  it.each(SCREENS)('%s: %s %s loads a component', async (_registry, _path, _name, entry) => {
    const component = await entry.load();
    expect(isComponent(component)).toBe(true);
  });

  it('list every response name of each registered path (screen or later issue)', () => {
    for (const [, registry] of ALL_REGISTRIES) {
      for (const [path, screens] of Object.entries(registry as Record<string, object>)) {
        expect(Object.keys(screens).sort()).toEqual([...METHOD_TABLE[path as ServerPath].responses].sort());
      }
    }
  });

  it('leave nothing to later issues: every response name has its screen', () => {
    const later = new Set(ROWS.filter((row) => !isScreenEntry(row[3])).map((row) => `${row[1]} ${row[2]}`));
    expect([...later]).toEqual([]);
  });
});

describe('findScreen', () => {
  it('prefers the store section, then the general registry', async () => {
    const general = findScreen('ADVANTAGE', 'main/start_page', 'StartPage');
    const usmc = findScreen('USMC', 'main/start_page', 'StartPage');
    const fss = findScreen('FSS', 'main/start_page', 'StartPage');
    expect(general?.layout).toBe('index');
    expect(usmc).toBeDefined();
    expect(usmc).not.toBe(general);
    expect(fss).not.toBe(general);
    expect(await usmc?.load()).not.toBe(await general?.load());
  });

  it('gives the virtual stores the virtual-store layout', () => {
    for (const store of ['AIRFORCE', 'DHS', 'USDA', 'VA', 'STATE'] as const) {
      expect(findScreen(store, 'main/start_page', 'StartPage')?.layout).toBe('virtual-store');
      expect(findScreen(store, 'main/start_page', 'Login')?.layout).toBe('virtual-store');
      // A home link entering the store shows its start page; its home page is the general one.
      expect(findScreen(store, 'main/home', 'StartPage')?.layout).toBe('virtual-store');
      expect(findScreen(store, 'main/home', 'HomePage')).toBe(findScreen('ADVANTAGE', 'main/home', 'HomePage'));
    }
  });

  it('falls back to the general registry for the general-storefront stores', () => {
    for (const store of ['VITM', 'DOLPUNCHOUT', 'EVAPUNCHOUT'] as const) {
      expect(STORE_SECTION[store]).toBe('advantage-vs');
      expect(findScreen(store, 'main/home', 'HomePage')).toBe(findScreen('ADVANTAGE', 'main/home', 'HomePage'));
    }
  });

  it('opens the browse-categories dialog in every store', () => {
    for (const store of ['ADVANTAGE', 'DHS', 'FSS', 'USMC'] as const) {
      expect(findScreen(store, 'main/start_page', 'BrowseCategories')).toMatchObject({ layout: 'modal', title: 'Browse Categories' });
    }
  });

  it('registers usmc/start_page only for USMC', () => {
    for (const name of ['Login', 'Success', 'HomePage', 'StartPage']) {
      expect(findScreen('USMC', 'usmc/start_page', name)).toBeDefined();
      expect(findScreen('ADVANTAGE', 'usmc/start_page', name)).toBeUndefined();
    }
  });

  it('gives the marine corps store its own layout and its login title (docs/product/README.md)', () => {
    for (const [path, names] of [['usmc/start_page', ['Login', 'Success', 'HomePage', 'StartPage']], ['main/start_page', ['Login', 'StartPage']], ['main/home', ['HomePage', 'StartPage']]] as const) {
      for (const name of names) expect(findScreen('USMC', path, name)?.layout, `${path} ${name}`).toBe('usmc');
    }
    expect(findScreen('USMC', 'usmc/start_page', 'Login')?.title).toBe(MESSAGES.usmcLoginTitle);
    expect(findScreen('USMC', 'main/start_page', 'Login')?.title).toBe(MESSAGES.usmcLoginTitle);
    expect(findScreen('USMC', 'login', 'DEFAULT')).toMatchObject({ layout: 'classic', title: MESSAGES.usmcLoginTitle });
    // FSS, the other adv12 store, keeps the plain title.
    expect(findScreen('FSS', 'login', 'DEFAULT')?.title).toBe('Login');
  });

  it('treats unknown names as unmapped; the start page survey is the department survey dialog', () => {
    expect(findScreen('ADVANTAGE', 'main/start_page', 'Survey')).toMatchObject({ layout: 'modal', title: DEPARTMENT_TITLES.survey });
    expect(findScreen('ADVANTAGE', 'main/start_page', 'toString')).toBeUndefined();
    expect(findScreen('ADVANTAGE', 'login', 'Nope')).toBeUndefined();
  });

  it('opens login as a right medium dialog in adv19 and a default-layout page in adv12', () => {
    for (const store of ['ADVANTAGE', 'VA', 'DHS', 'STATE'] as const) {
      expect(findScreen(store, 'login', 'DEFAULT')).toMatchObject({ layout: 'modal', modalClass: 'right-medium', title: 'Login' });
    }
    // The marine corps store's page has its own title (docs/product/README.md).
    expect(findScreen('FSS', 'login', 'DEFAULT')).toMatchObject({ layout: 'classic', title: 'Login' });
    expect(findScreen('USMC', 'login', 'DEFAULT')).toMatchObject({ layout: 'classic', title: MESSAGES.usmcLoginTitle });
  });

  it('maps the mfa_sign_in refusals to Access Denied and the sign-out answers to their screens', () => {
    expect(findScreen('ADVANTAGE', 'login/mfa_sign_in', 'accessDenied')?.title).toBe('Access Denied');
    expect(findScreen('USMC', 'login/mfa_sign_in', 'Forbidden')?.title).toBe('Access Denied');
    expect(findScreen('ADVANTAGE', 'login/sign_out', 'AdvantageConfirmLogOff')).toMatchObject({
      layout: 'modal',
      modalClass: 'center',
      dismissible: false,
      title: 'Confirm Logout',
    });
    expect(findScreen('ADVANTAGE', 'login/sign_out', 'SignedOff')?.title).toBe('Logout');
    expect(findScreen('ADVANTAGE', 'login/sign_out', 'LogoutFromAuthServer')).toBeDefined();
  });
});

// Compile-time checks: `npx tsc -p apps/web` fails if a registry may omit a declared response name,
// name an undeclared one, or name a path outside the method table.
const load = async () => () => null;
const missing = {
  // @ts-expect-error Survey and BrowseCategories are missing for main/start_page.
  'main/start_page': {
    StartPage: { layout: 'index', title: 'x', load },
    Login: { layout: 'index', title: 'x', load },
  },
} satisfies ScreenRegistry;
const unknownName = {
  'main/home': {
    HomePage: { layout: 'index', title: 'x', load },
    StartPage: { layout: 'index', title: 'x', load },
    // @ts-expect-error NotDeclared is not a response of main/home.
    NotDeclared: { layout: 'index', title: 'x', load },
  },
} satisfies ScreenRegistry;
const unknownPath = {
  // @ts-expect-error no/such_path is not in the method table.
  'no/such_path': {},
} satisfies ScreenRegistry;
void [missing, unknownName, unknownPath];
