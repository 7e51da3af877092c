import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { insertHandCatalog, QUIET_MAIL } from '../../test-support/search-fixture.js';

/** Words that would show that database text reached the buyer. */
const LEAKS = /\b(select|from products|syntax error|tsquery|tsvector|websearch_to|relation|postgres|pglite|drizzle|sqlstate|stack)\b/i;

const nasty = fc.constantFrom(
  '"', '\'', '%', '_', '\\', '\u0000', '&', '|', '!', ':*', '<->', '(', ')', '--', ';', '/*', '*/', '$1', '\u202E', '😀', 'é', '\uD800', 'OR', '-',
);
const keyword = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.oneof(nasty, fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.oneof(nasty, fc.string({ maxLength: 6 })), { maxLength: 8 }).map((parts) => `a${parts.join(' ')}`),
);

describe.each(TEST_DATABASES)('search fuzz (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, QUIET_MAIL);
    await insertHandCatalog(t.database.db);
  });
  afterAll(() => t.close());

  const check = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.body).not.toMatch(LEAKS);
    return res;
  };

  it('never fails or leaks on odd keywords, refinements and advanced criteria', async () => {
    await fc.assert(
      fc.asyncProperty(keyword, keyword, async (a, b) => {
        const ea = encodeURIComponent(a.toWellFormed());
        const eb = encodeURIComponent(b.toWellFormed());
        await check(`/rs/search/advantage_search?searchText=${ea}`);
        await check(`/rs/search/advantage_search?searchText=a${ea}&mfr=${eb}&socio=${eb}&price=${eb}&sort=${eb}&page=${eb}&pageSize=${eb}`);
        await check(`/rs/search/refine_search?searchText=a${ea}&refineText=b${eb}`);
        await check(`/rs/autocomplete?term=${ea}&maxResults=${eb}`);
        await check(`/rs/autocomplete?term=1${ea}`);
        await check(`/rs/search/advanced_search?allWords=a${ea}&anyWords=b${eb}&exactPhrase=c${ea}&excludeWords=d${eb}`);
        await check(`/rs/search/advanced_search?partNumber=${ea}&nsn=${eb}&contractNumber=${ea}&contractor=x${eb}&priceMin=${ea}`);
        await check(`/rs/search/mfr_list?searchText=a${ea}&from=${eb}`);
        await check(`/rs/search/advantage_search?cat=${ea}&program=${eb}`);
      }),
      { numRuns: 60 },
    );
  });

  it('answers a 10 kB keyword with the length message, and an array-valued keyword with its first value', async () => {
    const big = `a${'%_\\"'.repeat(2500)}`;
    const res = await check(`/rs/search/advantage_search?searchText=${encodeURIComponent(big)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors[0].message).toBe('Search keywords can be at most 200 characters long.');
    expect((await check(`/rs/autocomplete?term=${encodeURIComponent(big)}`)).statusCode).toBe(200);
    const twice = await check('/rs/search/advantage_search?searchText=toner&searchText=%25');
    expect(twice.json().attributes.total).toBe(2);
  });

  it('survives bytes that are not UTF-8 in the query string', async () => {
    for (const raw of ['%ED%A0%80', '%FF%FE', '%C0%AF', 'a%00b', 'a%', 'a%zz', 'a%E2%80%AEb']) {
      await check(`/rs/search/advantage_search?searchText=${raw}`);
      await check(`/rs/autocomplete?term=${raw}`);
    }
  });

  it('takes a posted header search with lone surrogates and control characters', async () => {
    const browser = await browserSession(t.app);
    for (const searchText of ['a\uD800b', 'toner\u0000', 'a\uDFFF\uD800', `a${'\uD83D'.repeat(50)}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/rs/search/header_search', headers: browser.headers, payload: { searchText } });
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      expect(res.body).not.toMatch(LEAKS);
    }
  });

  it('treats LIKE and query syntax characters as text', async () => {
    for (const text of ['pen%', 'pen_', 'pen\\', 'pen" OR "1"="1', 'pen\'); DROP TABLE products; --', 'pen & !paper', 'pen:*', 'pen <-> ink']) {
      const res = await check(`/rs/search/advantage_search?searchText=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
    }
    const contractor = await check('/rs/search/advanced_search?contractor=Supplier%25');
    expect(contractor.json().responseName).toBe('ZeroResults');
    const products = await check('/rs/search/advantage_search?searchText=toner');
    expect(products.json().attributes.total).toBe(2);
  });
});
