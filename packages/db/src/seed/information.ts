import { STORES, type StoreId } from '@advantage/contracts';
import { storeTitle, welcomeBlockKey } from './stores.js';

const STORE_WELCOME: Record<StoreId, string> = {
  0: '<p>Shop products and services from thousands of GSA contractors at prices already negotiated for government buyers. Compare offers side by side, pay by purchase card or agency accounting codes, and track every order.</p><ul><li>Federal, military, state and local buyers</li><li>Purchase card and accounting-code checkout</li><li>Order history with printable order copies</li></ul>',
  1: '<p>The VITM virtual store brings together information technology hardware, software and services on GSA schedules.</p>',
  2: '<p>The Air Force virtual store lists products chosen for Air Force units. Order with your government purchase card or your DoDAAC.</p>',
  3: '<p>GSA Global Supply stocks more than 60,000 items and ships them to military and civilian activities worldwide. Most stocked items deliver in 2–7 days.</p><p>Order with your activity address code (AAC/DoDAAC) and fund citation, or pay by purchase card.</p>',
  4: '<p>You reached GSA Advantage! from the Department of Labor procurement system. Items you add to the cart return to your requisition when you check out.</p>',
  5: '<p>The USDA virtual store is for agriculture personnel, for official business only. It lists USDA strategic sourcing and preferred contracts.</p>',
  6: '<p>The VA virtual store offers Department of Veterans Affairs national contracts and GSA schedules for VA buyers.</p>',
  7: '<p>You reached GSA Advantage! from your agency’s electronic procurement system. Your cart returns to that system when you check out.</p>',
  8: '<p>The DHS virtual store is limited to Department of Homeland Security users. It features DHS strategic sourcing vehicles and department-wide blanket purchase agreements.</p>',
  9: '<p>GSA Global Supply for the United States Marine Corps. Order stocked supplies with your DoDAAC for delivery to your unit anywhere in the world.</p>',
  10: '<p>State and local governments can buy from GSA schedules through Cooperative Purchasing, Disaster Purchasing and the 1122 program.</p>',
};

export function informationRows() {
  const welcome = (Object.keys(STORES).map(Number) as StoreId[]).map((id) => ({
    keyName: welcomeBlockKey(id),
    title: `Welcome to ${storeTitle(id)}`,
    html: STORE_WELCOME[id],
    storeId: id,
  }));
  return [
    ...welcome,
    {
      keyName: 'PRIVACY_ACT_MESSAGE',
      title: 'Privacy Act Statement',
      html: '<p>The information you provide is collected under 40 U.S.C. 501 to process and deliver your orders. It is used by GSA and its contractors only for that purpose and is protected under the Privacy Act of 1974 (5 U.S.C. 552a).</p>',
      storeId: null,
    },
    {
      keyName: 'PIV_CAC_HELP',
      title: 'Registering a PIV/CAC card',
      html: '<p>To register your PIV or CAC card, insert the card in its reader, sign in with your email, password and second factor, then go to My Account &gt; Member Information and choose Register PIV/CAC card. Select the certificate that carries your email or user principal name when the browser asks.</p>',
      storeId: null,
    },
  ];
}
