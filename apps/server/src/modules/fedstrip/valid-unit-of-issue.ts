/** fedstrip/valid_unit_of_issue: the units of issue the catalog sells the keyed NSN or part number in (the modal). */
import { FEDSTRIP_TEXT, stockNumberText, unitOfIssue, type ValidUnitOfIssueAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { catalogOffers, offersFor, unitsOf } from './catalog-match.js';
import { fedstripContext } from './context.js';

export async function fedstripValidUnitOfIssue(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const { stockNumber } = request.query as { stockNumber: string };
  const candidates = offersFor(await catalogOffers(request.server.db, [stockNumber], ctx.storeId), stockNumber);
  if (candidates.length === 0) throw new ValidationError([{ field: 'stockNumber', message: FEDSTRIP_TEXT.notInCatalog(stockNumberText(stockNumber)) }]);
  const attributes: ValidUnitOfIssueAttributes = {
    stockNumber,
    title: candidates[0]!.title,
    units: unitsOf(candidates).map((code) => unitOfIssue(code)),
  };
  return screen('fedstrip/valid_unit_of_issue', 'ValidUnitOfIssue', attributes);
}
