import type { OpenApiDocument } from './document.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A one-line reading of a JSON Schema for the table (the JSON document has the whole schema). */
function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Array<Record<string, unknown>>).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as Record<string, unknown>)}[]`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function fields(schema: Record<string, unknown> | undefined): Array<{ name: string; type: string; required: boolean }> {
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({ name, type: typeOf(s), required: required.has(name) }));
}

function fieldTable(caption: string, rows: Array<{ name: string; type: string; required: boolean }>): string {
  if (rows.length === 0) return '';
  const body = rows.map((r) => `<tr><td><code>${escape(r.name)}</code></td><td>${escape(r.type)}</td><td>${r.required ? 'yes' : 'no'}</td></tr>`).join('');
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The developers' reading of the OpenAPI document: one section per area, each call with its method, inputs and
 * response names. Server-rendered HTML with a same-origin stylesheet, so the strict CSP holds and no script runs.
 */
export function referencePage(doc: OpenApiDocument, stylesheet: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = fieldTable('Query parameters', (op.parameters ?? []).map((p) => ({ name: String(p.name), type: typeOf(p.schema as Record<string, unknown>), required: p.required === true })));
      const bodySchema = (op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined)?.content?.['application/json']?.schema;
      const body = fieldTable('JSON body', fields(bodySchema));
      const item = `<section class="op" aria-labelledby="${escape(op.operationId)}"><h3 id="${escape(op.operationId)}"><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>`
        + `<p>Response names: ${op['x-response-names'].map((n) => `<code>${escape(n)}</code>`).join(', ')}</p>${params}${body}</section>`;
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<li><a href="#area-${escape(t)}">${escape(t)}</a></li>`).join('');
  const sections = [...byTag.entries()].map(([t, items]) => `<section aria-labelledby="area-${escape(t)}"><h2 id="area-${escape(t)}">${escape(t)}</h2>${items.join('')}</section>`).join('');
  const title = escape(String(doc.info.title));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${title}</title><link rel="stylesheet" href="${escape(stylesheet)}"></head><body>`
    + `<a class="skip" href="#main">Skip to main content</a><header><h1>${title} <small>${escape(String(doc.info.version))}</small></h1>`
    + `<p>${escape(String(doc.info.description))} The machine-readable document: <a href="/rs/openapi.json">/rs/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p></header>`
    + `<nav aria-label="Areas"><ul>${nav}</ul></nav><main id="main">${sections}</main></body></html>`;
}

/** Plain, readable, 390 px safe: long paths wrap instead of scrolling sideways. */
export const REFERENCE_CSS = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;margin:0 auto;max-width:64rem;padding:1rem;color:#1b1b1b}
a{color:#005ea2}code{font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0}
.op{border-top:1px solid #dfe1e2;padding:.5rem 0}.method{display:inline-block;min-width:4rem;font-weight:700;color:#1a4480}
h3{font-size:1rem;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
caption{text-align:left;font-weight:700}th,td{border:1px solid #dfe1e2;padding:.25rem .5rem;text-align:left;overflow-wrap:anywhere}`;
