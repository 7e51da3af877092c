/**
 * fedstrip/phased_requisition_entry: a list of lines pasted or keyed at once, one requisition a line
 * ("NSN or part number, quantity, unit of issue", separated by commas, tabs or spaces). Each line is checked
 * like a single entry; good lines are carried to the cart in one transaction, bad lines are kept on their row
 * with the reason. Success when every line was carried, PhasedSuccess when some are kept back.
 */
import {
  FEDSTRIP_TEXT, formatRequisition, type PhasedAttributes, type PhasedRow, PHASED_LINES_MAX, type RequisitionLineInput, requisitionLineSchema,
} from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { loadCart, publishCart } from '../../core/cart/store.js';
import { fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { carryToCart } from './carry.js';
import { checkLines, type Good } from './lines.js';
import { readProfile } from './profile-store.js';
import { fedstripCart } from './shopping-cart.js';

type Parsed = { ok: true; line: RequisitionLineInput } | { ok: false; errors: PhasedRow['errors'] };

function parseLine(text: string): Parsed {
  const parts = text.trim().split(/\s*[,\t;]\s*|\s+/).filter(Boolean);
  // An NSN keyed with blanks ("7510 00 286 6985 5 BX") is joined back before the quantity and unit.
  if (parts.length > 3) parts.splice(0, parts.length - 2, parts.slice(0, parts.length - 2).join(''));
  if (parts.length !== 3) return { ok: false, errors: [{ field: 'line', message: FEDSTRIP_TEXT.phasedShape }] };
  const result = requisitionLineSchema.safeParse({ stockNumber: parts[0], quantity: parts[1], unitOfIssue: parts[2] });
  if (result.success) return { ok: true, line: result.data };
  return { ok: false, errors: result.error.issues.map((i) => ({ field: String(i.path[0] ?? 'line'), message: i.message })) };
}

export const phasedRequisitionEntry = bind('fedstrip/phased_requisition_entry', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { text, view } = body;
  const texts = text.split(/\r?\n/).map((t) => t.trim()).filter(Boolean);
  if (texts.length === 0) throw new ValidationError([{ field: 'text', message: FEDSTRIP_TEXT.phasedEmpty }]);
  if (texts.length > PHASED_LINES_MAX) throw new ValidationError([{ field: 'text', message: FEDSTRIP_TEXT.phasedTooMany }]);
  const db = request.server.db;
  const profile = await readProfile(db, ctx.member.id, aac);
  const parsed = texts.map(parseLine);
  const wellFormed = parsed.flatMap((p, i) => (p.ok ? [{ i, line: p.line }] : []));
  const checked = await checkLines(db, ctx, aac, profile, wellFormed.map((w) => w.line));
  const rows: PhasedRow[] = texts.map((text, i) => ({ lineNumber: i + 1, text, ok: false, errors: parsed[i]!.ok ? [] : (parsed[i] as { errors: PhasedRow['errors'] }).errors, record: null }));
  const good: Array<{ i: number; g: Good }> = [];
  wellFormed.forEach((w, n) => {
    const c = checked[n]!;
    if (c.ok) good.push({ i: w.i, g: c });
    else rows[w.i]!.errors = c.errors;
  });
  const { cartId, refused } = good.length
    ? await carryToCart(db, ctx, aac, profile, good.map((x) => x.g))
    : { cartId: undefined, refused: new Map<number, string>() };
  let added = 0;
  for (const { i, g } of good) {
    const reason = refused.get(g.offer.offerId);
    if (reason) rows[i]!.errors = [{ field: 'quantity', message: reason }];
    else {
      rows[i]!.ok = true;
      rows[i]!.record = formatRequisition(g.requisition);
      added += 1;
    }
  }
  if (cartId !== undefined && added > 0) {
    await audit(db, request, { action: 'fedstrip_add', outcome: 'success', memberId: ctx.member.id, target: aac, detail: { lines: added, phased: true } });
    publishCart(request, await loadCart(db, cartId, ctx.storeId));
  }
  const bad = rows.filter((r) => !r.ok);
  const attributes: PhasedAttributes = {
    message: bad.length === 0 ? FEDSTRIP_TEXT.added(added) : FEDSTRIP_TEXT.phased(added, bad.length),
    rows,
    added,
    remaining: bad.map((r) => r.text).join('\n'),
  };
  if (bad.length === 0 && view === 'cart') return screen('fedstrip/phased_requisition_entry', 'Cart', await fedstripCart(db, ctx, aac, attributes.message));
  return screen('fedstrip/phased_requisition_entry', bad.length === 0 ? 'Success' : 'PhasedSuccess', attributes);
});
