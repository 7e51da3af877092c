#!/usr/bin/env node
// Generates packages/contracts/src/answer-schemas.generated.ts from the answer map (packages/contracts/src/answers.ts,
// docs/adr/0034-typed-contract.md): for each path and response name, the JSON Schema (2020-12) of the answer's attributes,
// read from the TypeScript types with the compiler, so the OpenAPI document and the types never say two things.
// `--check` exits 1 when the committed file differs from what the map gives (the contracts suite runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const MAP = `${root}packages/contracts/src/answers.ts`;
const OUT = `${root}packages/contracts/src/answer-schemas.generated.ts`;

export function generate() {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}packages/contracts/tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram([MAP], { ...config.options, noEmit: true, composite: false });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(MAP);
  const table = source.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === 'AnswerTable');
  const defs = new Map(); // name -> schema
  const names = new Map(); // type -> name
  const used = new Set();

  function nameOf(type) {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const reference = type.flags & ts.TypeFlags.Object && type.objectFlags & ts.ObjectFlags.Reference;
    const generic = type.aliasTypeArguments?.length || (reference && type.typeArguments?.length);
    if (!symbol || generic) return undefined;
    const name = symbol.getName();
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || name === 'Array' || name === 'ReadonlyArray') return undefined;
    let unique = name;
    for (let n = 2; used.has(unique) && names.get(type) !== unique; n += 1) unique = `${name}${n}`;
    return unique;
  }

  function schemaOf(type, at) {
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (type.flags & ts.TypeFlags.StringLiteral) return { const: type.value };
    if (type.flags & ts.TypeFlags.NumberLiteral) return { const: type.value };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { const: type.intrinsicName === 'true' };
    if (type.flags & ts.TypeFlags.String || type.flags & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (type.flags & ts.TypeFlags.Number) return { type: 'number' };
    if (type.flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.flags & ts.TypeFlags.Union) {
      const parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      const booleans = parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      const schemas = rest.map((t) => schemaOf(t, at));
      if (booleans.length === 2) schemas.push({ type: 'boolean' });
      else if (booleans.length === 1) schemas.push(schemaOf(booleans[0], at));
      if (schemas.length === 1) return schemas[0];
      if (schemas.every((s) => 'const' in s)) return { enum: schemas.map((s) => s.const) };
      return { anyOf: schemas };
    }
    if (type.flags & ts.TypeFlags.Object || type.flags & ts.TypeFlags.Intersection) {
      const symbolName = type.getSymbol()?.getName();
      if (symbolName === 'Date') return { type: 'string' };
      if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0], at) };
      if (checker.isTupleType(type)) {
        const items = checker.getTypeArguments(type).map((t) => schemaOf(t, at));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      const name = nameOf(type);
      if (name) {
        if (!used.has(name)) {
          used.add(name);
          names.set(type, name);
          defs.set(name, {});
          defs.set(name, objectSchema(type, at));
        }
        return { $ref: `#/components/schemas/${names.get(type) ?? name}` };
      }
      return objectSchema(type, at);
    }
    return {};
  }

  function objectSchema(type, at) {
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      // What every envelope may carry is the Envelope schema's, not repeated in each answer's.
      if (property.getDeclarations()?.every((d) => ts.isInterfaceDeclaration(d.parent) && d.parent.name.text === 'EnvelopeAttributes')) continue;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
      if (checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length) continue;
      properties[property.getName()] = schemaOf(propertyType, at);
      const optional = property.flags & ts.SymbolFlags.Optional
        || (propertyType.flags & ts.TypeFlags.Union && propertyType.types.some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
        || propertyType.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Any | ts.TypeFlags.Unknown);
      if (!optional) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
    if (index) {
      const values = schemaOf(index.type, at);
      if (Object.keys(values).length) schema.additionalProperties = values;
    } else {
      schema.additionalProperties = false;
    }
    return schema;
  }

  const answers = {};
  const tableType = checker.getTypeAtLocation(table.name);
  for (const path of checker.getPropertiesOfType(tableType)) {
    const rows = checker.getTypeOfSymbolAtLocation(path, table);
    answers[path.getName()] = {};
    for (const row of checker.getPropertiesOfType(rows)) {
      const attributes = checker.getPropertyOfType(checker.getTypeOfSymbolAtLocation(row, table), 'attributes');
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(attributes, table));
      answers[path.getName()][row.getName()] = schemaOf(type, table);
    }
  }
  const definitions = Object.fromEntries([...defs].sort(([a], [b]) => a.localeCompare(b)));
  return [
    '// Generated by scripts/answer-schemas.mjs from the answer map (answers.ts): never edited by hand.',
    '// The JSON Schemas (2020-12) of every answer\'s attributes the map names; `$ref`s point into ANSWER_SCHEMA_DEFINITIONS.',
    '',
    `export const ANSWER_SCHEMAS: Record<string, Record<string, Record<string, unknown>>> = ${JSON.stringify(answers, null, 2)};`,
    '',
    `export const ANSWER_SCHEMA_DEFINITIONS: Record<string, Record<string, unknown>> = ${JSON.stringify(definitions, null, 2)};`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = generate();
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== text) {
      console.error('packages/contracts/src/answer-schemas.generated.ts is not what the answer map gives: run node scripts/answer-schemas.mjs');
      process.exit(1);
    }
    console.log('answer schemas: up to date');
  } else {
    writeFileSync(OUT, text);
    console.log(`answer schemas: ${OUT}`);
  }
}
