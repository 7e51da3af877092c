/**
 * The FEDSTRIP section's one page (docs/product/fedstrip.md fedstrip): it shows whichever answer came last. A form's answer is
 * shown in place (AAC entered → item entry, a line added → the entry again with the line in the cart), so the
 * clerk keys line after line without a page load; an address (a link, a reload) starts from its own answer.
 */
import {
  type AacEntryAttributes, type ConstantProfileAttributes, type Envelope, FEDSTRIP_TITLES as T, type FedstripCartAttributes, type FedstripOrderAttributes,
  type ItemEntryAttributes, type PhasedAttributes,
} from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { envelopeKey } from '../../shell/components/envelope-key';
import type { ScreenProps } from '../../kit/screens/types';
import { AacEntry } from './AacEntry';
import { ConstantProfile } from './ConstantProfile';
import { FedstripCart } from './FedstripCart';
import { ItemEntry } from './ItemEntry';
import { Ordered, Parked } from './Ordered';
import { PhasedResult } from './PhasedResult';
import type { AnswerWith } from './view';

type View = 'aac' | 'entry' | 'cart' | 'ordered' | 'parked' | 'profile' | 'phased';

const TITLES: Record<View, string> = {
  aac: T.aacEntry, entry: T.itemEntry, cart: T.cart, ordered: T.ordered, parked: T.parked, profile: T.constantProfile, phased: T.phased,
};

export function viewOf({ pathInfo, responseName }: Pick<Envelope, 'pathInfo' | 'responseName'>): View {
  if (responseName === 'AACEntry') return 'aac';
  if (responseName === 'collapseItemEntry' || responseName === 'expandedItemEntry') return 'entry';
  if (responseName === 'ConstantProfile') return 'profile';
  const path = pathInfo.replace(/^\/+/, '');
  if (path === 'fedstrip/add_to_cart' && responseName === 'Success') return 'entry';
  if (path === 'fedstrip/phased_requisition_entry' && responseName !== 'Cart') return 'phased';
  if (path === 'fedstrip/park_cart') return 'parked';
  if (responseName === 'Success' && (path === 'fedstrip/process_Order' || path === 'fedstrip/fedstrip_shopping_cart')) return 'ordered';
  return 'cart';
}

/**
 * What the answers each view shows carry (fedstrip-answers.ts: the AACEntry answers, the item entry's, the cart's with
 * the funds step's `next`, ...). The parked view reads only the envelope's message.
 */
interface ViewAttributes {
  aac: AacEntryAttributes;
  entry: ItemEntryAttributes;
  cart: FedstripCartAttributes & { next?: string };
  ordered: FedstripOrderAttributes;
  profile: ConstantProfileAttributes;
  phased: PhasedAttributes;
}

/** The answer is one viewOf shows with `view`: its attributes are that view's. */
function shows<V extends keyof ViewAttributes>(envelope: Envelope, view: V): envelope is AnswerWith<ViewAttributes[V]> {
  return viewOf(envelope) === view;
}

export function Fedstrip(props: ScreenProps) {
  return <FedstripHost key={envelopeKey(props.envelope)} {...props} />;
}

function FedstripHost({ envelope }: ScreenProps) {
  const [current, setCurrent] = useState(envelope);
  const view = viewOf(current);
  // An answer shown in place names the page like its own address would.
  useEffect(() => {
    if (current === envelope) return;
    document.title = document.title.replace(/^[^|]*\|/, `${TITLES[view]} |`);
  }, [current, envelope, view]);
  // Read out what an answer shown in place says (a line added, a profile saved): this live region stays mounted
  // while the views change, so its new text is announced even where the focus stays on the next field.
  const said = current !== envelope && typeof current.attributes.message === 'string' ? current.attributes.message : '';
  return (
    <div className="adv-fs">
      <p className="usa-sr-only" role="status">{said}</p>
      {shows(current, 'aac') && <AacEntry key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {shows(current, 'entry') && <ItemEntry key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {shows(current, 'profile') && <ConstantProfile key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {shows(current, 'phased') && <PhasedResult key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {shows(current, 'cart') && <FedstripCart key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {shows(current, 'ordered') && <Ordered key={envelopeKey(current)} envelope={current} show={setCurrent} />}
      {view === 'parked' && <Parked key={envelopeKey(current)} envelope={current} show={setCurrent} />}
    </div>
  );
}
