/**
 * A tsquery as PostgreSQL prints it (`'toner' & 'cartridg'`, `'first' <-> 'aid'`, `'pen' | !'gel'`), read
 * back into a tree the in-memory engine evaluates. PostgreSQL itself parses the buyer's words
 * (websearch_to_tsquery, with its stemmer and stop words); this only reads its canonical output.
 * Anything the in-memory engine does not evaluate exactly as `@@` would (weight labels, prefixes, a
 * negation inside a phrase) makes the parse answer undefined and the search goes to PostgreSQL.
 */

export type QueryNode
  = | { op: 'word'; word: string }
    | { op: 'not'; arg: QueryNode }
    | { op: 'and' | 'or'; left: QueryNode; right: QueryNode }
    | { op: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

type Token = { kind: 'word'; word: string } | { kind: 'op'; op: '&' | '|' | '!' | '(' | ')' } | { kind: 'phrase'; distance: number };

class Unsupported extends Error {}

/**
 * A quoted lexeme as PostgreSQL prints it in tsvector and tsquery text (`'it''s'`, backslash escapes), starting
 * at the quote at `start`; `end` is just past the closing quote. Undefined when the quote is never closed.
 */
export function readLexeme(text: string, start: number): { word: string; end: number } | undefined {
  let word = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      word += text[i + 1] ?? '';
      i += 2;
    } else if (c === '\'' && text[i + 1] === '\'') {
      word += '\'';
      i += 2;
    } else if (c === '\'') {
      return { word, end: i + 1 };
    } else {
      word += c;
      i++;
    }
  }
  return undefined;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ') {
      i++;
    } else if (ch === '\'') {
      const lexeme = readLexeme(text, i);
      if (!lexeme) throw new Unsupported('unterminated lexeme');
      const word = lexeme.word;
      i = lexeme.end;
      // A weight label or prefix mark (`'pen':*`, `'pen':AB`): not produced by the search forms.
      if (text[i] === ':') throw new Unsupported('weighted or prefix lexeme');
      tokens.push({ kind: 'word', word });
    } else if (ch === '<') {
      const end = text.indexOf('>', i);
      const inner = text.slice(i + 1, end);
      const distance = inner === '-' ? 1 : Number(inner);
      if (end < 0 || !Number.isInteger(distance) || distance < 0) throw new Unsupported('phrase operator');
      tokens.push({ kind: 'phrase', distance });
      i = end + 1;
    } else if (ch === '&' || ch === '|' || ch === '!' || ch === '(' || ch === ')') {
      tokens.push({ kind: 'op', op: ch });
      i++;
    } else {
      throw new Unsupported(`unexpected ${ch}`);
    }
  }
  return tokens;
}

/** Precedence climbing with PostgreSQL's order: `!` binds tightest, then `<->`, then `&`, then `|`. */
function parseTokens(tokens: Token[]): QueryNode {
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (t: Token | undefined, op: string) => t?.kind === 'op' && t.op === op;

  function primary(): QueryNode {
    const t = tokens[at++];
    if (!t) throw new Unsupported('unexpected end');
    if (t.kind === 'word') return { op: 'word', word: t.word };
    if (isOp(t, '!')) return { op: 'not', arg: primary() };
    if (isOp(t, '(')) {
      const inner = or();
      if (!isOp(tokens[at++], ')')) throw new Unsupported('unbalanced parenthesis');
      return inner;
    }
    throw new Unsupported('unexpected operator');
  }
  function phrase(): QueryNode {
    let left = primary();
    for (let t = peek(); t?.kind === 'phrase'; t = peek()) {
      at++;
      left = { op: 'phrase', distance: t.distance, left, right: primary() };
    }
    return left;
  }
  function and(): QueryNode {
    let left = phrase();
    while (isOp(peek(), '&')) {
      at++;
      left = { op: 'and', left, right: phrase() };
    }
    return left;
  }
  function or(): QueryNode {
    let left = and();
    while (isOp(peek(), '|')) {
      at++;
      left = { op: 'or', left, right: and() };
    }
    return left;
  }
  const tree = or();
  if (at !== tokens.length) throw new Unsupported('trailing tokens');
  return tree;
}

function hasNot(node: QueryNode): boolean {
  if (node.op === 'word') return false;
  if (node.op === 'not') return true;
  return hasNot(node.left) || hasNot(node.right);
}

function checkPhrases(node: QueryNode): void {
  if (node.op === 'word') return;
  if (node.op === 'not') return checkPhrases(node.arg);
  if (node.op === 'phrase' && (hasNot(node.left) || hasNot(node.right))) throw new Unsupported('negation inside a phrase');
  checkPhrases(node.left);
  checkPhrases(node.right);
}

/** The tree of a printed tsquery; null for the empty query (only stop words), undefined when not supported here. */
export function parseTsquery(text: string): QueryNode | null | undefined {
  if (text.trim() === '') return null;
  try {
    const tree = parseTokens(tokenize(text));
    checkPhrases(tree);
    return tree;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** Every lexeme of the query, negated ones included, once each, in PostgreSQL's byte order (ts_rank walks them so). */
export function queryWords(node: QueryNode): string[] {
  const words = new Set<string>();
  const walk = (n: QueryNode): void => {
    if (n.op === 'word') words.add(n.word);
    else if (n.op === 'not') walk(n.arg);
    else {
      walk(n.left);
      walk(n.right);
    }
  };
  walk(node);
  return [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}
