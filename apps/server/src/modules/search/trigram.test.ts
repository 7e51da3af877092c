import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';
import { buildVocabulary, type TermRow } from './fuzzy.js';
import { rowsOf } from './pg-where.js';
import { similarTerms, similarity, trigrams } from './trigram.js';

const KEYWORDS = ['sanitzer', 'lapotp', 'glvoes', 'stpler', 'ballpont pen', 'tonr cartrige', 'chiar', 'kebyoard', 'monitr', 'first aide kit',
  'copy papper', 'usb flahs drive', 'led blub', 'xyzzy', 'pen', 'ab', 'trash can liners', 'folding tabel'];

// The same answers as pg_trgm in the database, on the generated catalog's suggestion terms.
describe.each(TEST_DATABASES)('trigram similarity computed as pg_trgm computes it (%s)', (kind) => {
  let t: TestApp;
  let terms: TermRow[];

  beforeAll(async () => {
    t = await createTestApp(kind, { ...QUIET_MAIL, catalogProducts: 3000 });
    terms = await rowsOf<TermRow>(t.database.db, sql`SELECT term, kind, weight FROM search_terms`);
  }, 180_000);
  afterAll(() => t.close());

  it('gives every term the similarity the database gives it', async () => {
    expect(terms.length).toBeGreaterThan(100);
    for (const keyword of ['sanitzer', 'ballpont pen', 'first aide kit', 'led blub']) {
      const rows = await rowsOf<{ term: string; s: number }>(t.database.db, sql`SELECT term, similarity(term, ${keyword}) AS s FROM search_terms`);
      const mine = trigrams(keyword);
      for (const r of rows) expect(similarity(mine, trigrams(r.term)), `${keyword} ~ ${r.term}`).toBe(Math.fround(Number(r.s)));
    }
  });

  it('finds the terms `%` finds, in the order of similarity, then weight, then term', async () => {
    const vocabulary = buildVocabulary(terms);
    for (const keyword of KEYWORDS) {
      const rows = await rowsOf<{ term: string }>(t.database.db, sql`SELECT term FROM search_terms WHERE term % ${keyword} AND term <> ${keyword}
        ORDER BY similarity(term, ${keyword}) DESC, weight DESC, term COLLATE "C" LIMIT 8`);
      expect(similarTerms(vocabulary.terms, vocabulary.trigrams, keyword, 8, keyword).map((r) => r.term), keyword).toEqual(rows.map((r) => r.term));
    }
  });
});

describe('similar terms', () => {
  it('puts the heavier of two equally similar terms first, then orders by term', () => {
    const terms = [{ term: 'abcd', weight: 1 }, { term: 'abce', weight: 5 }, { term: 'abcf', weight: 1 }, { term: 'zzzz', weight: 9 }];
    const found = similarTerms(terms, terms.map((r) => trigrams(r.term)), 'abc', 8);
    expect(found.map((r) => r.term)).toEqual(['abce', 'abcd', 'abcf']);
    expect(similarTerms(terms, terms.map((r) => trigrams(r.term)), 'abc', 8, 'abce').map((r) => r.term)).toEqual(['abcd', 'abcf']);
  });
});
