/** fedstrip/valid_unit_of_issue: the units of issue the catalog sells the keyed NSN or part number in (the modal). */
import { FEDSTRIP_TEXT, stockNumberText, unitOfIssue, type ValidUnitOfIssueAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { catalogOffers, offersFor, unitsOf } from './catalog-match.js';
import { fedstripContext } from './context.js';

export const fedstripValidUnitOfIssue = bind('fedstrip/valid_unit_of_issue', async ({ ctx: { request }, input: { query } }) => {
  const ctx = fedstripContext(request);
  const { stockNumber } = query;
  const candidates = offersFor(await catalogOffers(request.server.db, [stockNumber], ctx.storeId), stockNumber);
  if (candidates.length === 0) throw new ValidationError([{ field: 'stockNumber', message: FEDSTRIP_TEXT.notInCatalog(stockNumberText(stockNumber)) }]);
  const attributes: ValidUnitOfIssueAttributes = {
    stockNumber,
    title: candidates[0]!.title,
    units: unitsOf(candidates).map((code) => unitOfIssue(code)),
  };
  return screen('fedstrip/valid_unit_of_issue', 'ValidUnitOfIssue', attributes);
});
