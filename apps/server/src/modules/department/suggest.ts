/**
 * department/adv_select_suggest: departments and agreements matching what is typed, from the directory in
 * memory (no query per keystroke). Names match at the start of any word; contract numbers and codes anywhere.
 */
import { type AdvSelectSuggestAttributes, DEPARTMENT_SUGGEST_MAX, type DepartmentSuggestion } from '@advantage/contracts';
import { departmentMainUrl } from './search.js';
import type { DepartmentDirectory } from './queries.js';

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const compact = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

function wordStarts(name: string, term: string): boolean {
  const folded = fold(name);
  return folded.startsWith(term) || folded.includes(` ${term}`);
}

export function suggestDepartments(directory: DepartmentDirectory, rawTerm: string): AdvSelectSuggestAttributes {
  const term = fold(rawTerm.trim());
  const code = compact(rawTerm);
  if (term.length < 2) return { term: rawTerm, suggestions: [] };
  const found: DepartmentSuggestion[] = [];
  for (const d of directory.list) {
    if (wordStarts(d.row.name, term) || d.row.code.startsWith(code)) {
      found.push({ kind: 'department', value: d.row.code, label: d.row.name, department: d.row.name, url: departmentMainUrl(d.row.code) });
    }
  }
  for (const d of directory.list) {
    for (const a of d.agreements) {
      if (found.length >= DEPARTMENT_SUGGEST_MAX) break;
      const byNumber = code.length >= 3 && compact(a.contractNumber).includes(code);
      if (byNumber || wordStarts(a.holder, term)) {
        found.push({ kind: 'agreement', value: a.contractNumber, label: `${a.contractNumber} — ${a.holder}`, department: d.row.name, url: a.searchUrl });
      }
    }
  }
  return { term: rawTerm, suggestions: found.slice(0, DEPARTMENT_SUGGEST_MAX) };
}
