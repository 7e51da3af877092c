/**
 * Checks a contractor's catalog file and compares it with the contract's offers (docs/adr/0028-catalog-intake.md).
 * The file streams through: what stays in memory is the contract's current offers (to find what is withdrawn),
 * fingerprints of the part numbers and products seen (to refuse a repeat) and the first `keep` problems and changes; the callbacks see
 * all of them, for a report file. Nothing is written to the catalog here.
 */
import type { Readable } from 'node:stream';
import { CATALOG_INTAKE_TEXT, type CatalogLine, catalogLineProblems, contractSins, normalizePartNumber } from '@advantage/contracts';
import type { DbExecutor } from '../../lib/db-executor.js';
import { type CurrentOffer, currentOffers, findContract, type IntakeContract, productKey } from './current-offers.js';
import { type CifHeader, cifCatalogLines } from './read-cif.js';
import { csvCatalogLines } from './read-csv.js';
import { SeenKeys } from './seen-keys.js';
import { CatalogFileError, type CatalogProblem, type OfferChange, type RawCatalogLine } from './types.js';

export type CatalogFormat = 'csv' | 'cif';

export interface CatalogCheckOptions {
  format: CatalogFormat;
  input: Readable;
  /** The contract the file is for; a CIF file names none, so it is required there. */
  contractNumber?: string | undefined;
  /** YYYY-MM-DD: the contract must be in force on it. */
  today: string;
  /** A contractor's upload: another contractor's contract is refused as an unknown one (it must not learn it exists). */
  contractorId?: number | undefined;
  /** How many problems and changes the report keeps (all reach the callbacks). */
  keep?: number;
  onProblem?: (problem: CatalogProblem) => void;
  onChange?: (change: OfferChange) => void;
  /** Each line that passed, with the offer it would change (publishing stages them). */
  onAccepted?: (line: number, accepted: CatalogLine, offerId: number | null) => Promise<void> | void;
}

export interface CatalogCheckReport {
  format: CatalogFormat;
  contractNumber: string | null;
  /** Data lines read (the header not counted). */
  lines: number;
  accepted: number;
  refused: number;
  /** Faults of the whole file: any of them and nothing of the file can be published. */
  fileProblems: CatalogProblem[];
  problems: CatalogProblem[];
  /** Against the contract's offers; null when the file is refused as a whole. */
  comparison: { new: number; changed: number; unchanged: number; withdrawn: number; changes: OfferChange[] } | null;
}

const percent = (before: number, after: number) => Math.round(((after - before) / before) * 1000) / 10;

function contractProblem(contract: IntakeContract | undefined, contractNumber: string, today: string, line: number): CatalogProblem | undefined {
  if (!contract) return { line, field: 'contract_number', message: CATALOG_INTAKE_TEXT.contractUnknown(contractNumber.toUpperCase()) };
  if (contract.startDate > today || contract.endDate < today) {
    return { line, field: 'contract_number', message: CATALOG_INTAKE_TEXT.contractNotInForce(contract.contractNumber, contract.startDate, contract.endDate) };
  }
  return undefined;
}

export async function checkCatalogFile(db: DbExecutor, options: CatalogCheckOptions): Promise<CatalogCheckReport> {
  const keep = options.keep ?? 1_000;
  const report: CatalogCheckReport = {
    format: options.format,
    contractNumber: null,
    lines: 0,
    accepted: 0,
    refused: 0,
    fileProblems: [],
    problems: [],
    comparison: null,
  };
  const counts = { new: 0, changed: 0, unchanged: 0, withdrawn: 0 };
  const changes: OfferChange[] = [];
  const change = (c: OfferChange) => {
    if (c.kind === 'new') counts.new++;
    else if (c.kind === 'changed') counts.changed++;
    else counts.withdrawn++;
    if (changes.length < keep) changes.push(c);
    options.onChange?.(c);
  };
  const refuse = (problem: CatalogProblem) => {
    if (report.problems.length < keep) report.problems.push(problem);
    options.onProblem?.(problem);
  };
  const fileProblem = (problem: CatalogProblem) => {
    report.fileProblems.push(problem);
    options.onProblem?.(problem);
  };

  let contract: IntakeContract | undefined;
  let offers: Map<string, CurrentOffer> | undefined;
  const useContract = async (contractNumber: string, line: number) => {
    report.contractNumber = contractNumber.toUpperCase();
    contract = await findContract(db, contractNumber);
    if (contract && options.contractorId !== undefined && contract.contractorId !== options.contractorId) contract = undefined;
    const problem = contractProblem(contract, contractNumber, options.today, line);
    if (problem) fileProblem(problem);
    else if (contract) offers = await currentOffers(db, contract.id);
  };
  if (options.contractNumber) await useContract(options.contractNumber, 0);
  else if (options.format === 'cif') fileProblem({ line: 0, field: 'contract_number', message: 'Name the contract a CIF file is for (--contract).' });
  if (report.fileProblems.length > 0) return report;

  const cif: CifHeader = { loadMode: 'F', itemCount: null, rec20Units: false };
  const source: AsyncGenerator<RawCatalogLine[]> = options.format === 'cif' ? cifCatalogLines(options.input, cif) : csvCatalogLines(options.input);
  const parts = new SeenKeys();
  const products = new SeenKeys();
  const accept = (line: number, l: CatalogLine): CatalogProblem[] => {
    const problems: CatalogProblem[] = [];
    if (contract && l.contractNumber !== contract.contractNumber) problems.push({ line, field: 'contract_number', message: CATALOG_INTAKE_TEXT.otherContract(contract.contractNumber) });
    else if (contract && !contractSins(contract.sin).includes(l.sin)) problems.push({ line, field: 'sin', message: CATALOG_INTAKE_TEXT.sinNotOnContract(l.sin, contract.contractNumber) });
    const optedIn = contract?.statePrograms ?? [];
    const notOptedIn = l.programs.filter((p) => !optedIn.includes(p));
    if (contract && notOptedIn.length > 0) problems.push({ line, field: 'programs', message: CATALOG_INTAKE_TEXT.programNotOptedIn(notOptedIn, contract.contractNumber) });
    if (problems.length > 0) return problems;
    // A refused line records neither key, so a later repeat names the line that passed.
    const part = normalizePartNumber(l.partNumber);
    const product = productKey(l.manufacturer, l.manufacturerPartNumber);
    const partLine = parts.lineOf(part);
    if (partLine !== undefined) return [{ line, field: 'part_number', message: CATALOG_INTAKE_TEXT.duplicatePart(l.partNumber, partLine) }];
    const productLine = products.lineOf(product);
    if (productLine !== undefined) return [{ line, field: 'manufacturer_part_number', message: CATALOG_INTAKE_TEXT.duplicateProduct(l.manufacturerPartNumber, l.manufacturer, productLine) }];
    parts.add(part, line);
    products.add(product, line);
    return problems;
  };

  try {
    for await (const batch of source) for (const raw of batch) {
      report.lines++;
      // A CIF file names no SIN: its lines are under the contract's first.
      if (options.format === 'cif' && contract) Object.assign(raw.fields, { contract_number: contract.contractNumber, sin: contractSins(contract.sin)[0] ?? '' });
      const { line, problems } = catalogLineProblems(raw.fields);
      if (line && !report.contractNumber) await useContract(line.contractNumber, raw.line);
      const all = line ? accept(raw.line, line) : problems.map((p) => ({ line: raw.line, ...p }));
      if (all.length > 0 || !line) {
        report.refused++;
        all.forEach(refuse);
        continue;
      }
      report.accepted++;
      const current = offers?.get(productKey(line.manufacturer, line.manufacturerPartNumber));
      // Awaited only when it answers a promise (a batch of staged lines written): a batch's lines are checked
      // without an await between them (read-csv.ts recordBatches).
      const staged = options.onAccepted?.(raw.line, line, current?.offerId ?? null);
      if (staged) await staged;
      if (!offers) continue;
      if (!current) {
        change({ kind: 'new', line: raw.line, manufacturer: line.manufacturer, manufacturerPartNumber: line.manufacturerPartNumber, title: line.title, oldPriceCents: null, newPriceCents: line.priceCents, percent: null });
        continue;
      }
      offers.delete(productKey(line.manufacturer, line.manufacturerPartNumber));
      const samePrograms = current.statePrograms.length === line.programs.length && line.programs.every((p) => current.statePrograms.includes(p));
      const sameTerms = current.priceCents === line.priceCents && current.deliveryDays === line.deliveryDays && current.minimumOrder === line.minimumOrder;
      const same = sameTerms && samePrograms;
      if (same) counts.unchanged++;
      else change({ kind: 'changed', line: raw.line, manufacturer: line.manufacturer, manufacturerPartNumber: line.manufacturerPartNumber, title: line.title, oldPriceCents: current.priceCents, newPriceCents: line.priceCents, percent: percent(current.priceCents, line.priceCents) });
    }
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    fileProblem({ line: error.line, field: error.field, message: error.message });
  }
  if (report.fileProblems.length > 0 || !offers) return report;
  // An incremental CIF file adds and changes items only; a full file (every CSV file) is the whole catalog.
  if (cif.loadMode === 'F' || options.format === 'csv') {
    for (const o of offers.values()) change({ kind: 'withdrawn', line: null, manufacturer: o.manufacturer, manufacturerPartNumber: o.manufacturerPartNumber, title: o.title, oldPriceCents: o.priceCents, newPriceCents: null, percent: null });
  }
  report.comparison = { ...counts, changes };
  return report;
}
