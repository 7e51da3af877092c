import { STORES, type StoreId, themeForStore } from '@advantage/contracts';

interface StoreSeed {
  title: string;
  description: string;
  loginWelcomeText: string;
  privacyActMessage: boolean;
}

/** Content of the per-store settings of docs/product/README.md; logos are the SVG files under apps/web/public/images/stores. */
const CONTENT: Record<StoreId, StoreSeed> = {
  0: {
    title: 'GSA Advantage!',
    description: 'The government’s online shopping and ordering system for products and services from GSA contracts.',
    loginWelcomeText: 'Welcome to GSA Advantage! Sign in to shop millions of products and services at government-negotiated prices.',
    privacyActMessage: false,
  },
  1: {
    title: 'VITM Virtual Store',
    description: 'Information technology products and services for the Virtual IT Marketplace.',
    loginWelcomeText: 'Welcome to the VITM virtual store. Sign in with your government account.',
    privacyActMessage: false,
  },
  2: {
    title: 'Air Force Virtual Store',
    description: 'Products and services selected for United States Air Force buyers, with Air Force ordering guidance.',
    loginWelcomeText: 'Welcome to the Air Force virtual store. Sign in with your government account or CAC.',
    privacyActMessage: true,
  },
  3: {
    title: 'GSA Global Supply',
    description: 'GSA Global Supply: stocked and special-order supplies shipped worldwide to military and civilian activities.',
    loginWelcomeText: 'Welcome to GSA Global Supply. Sign in to order with your activity address code.',
    privacyActMessage: true,
  },
  4: {
    title: 'Department of Labor Punchout',
    description: 'GSA Advantage! punchout catalog for the Department of Labor procurement system.',
    loginWelcomeText: 'Welcome, Department of Labor buyer. Your cart returns to your agency’s procurement system.',
    privacyActMessage: false,
  },
  5: {
    title: 'USDA Virtual Store',
    description: 'For U.S. Department of Agriculture personnel, for official business only.',
    loginWelcomeText: 'Welcome to the USDA virtual store. For agriculture personnel, for official business only.',
    privacyActMessage: true,
  },
  6: {
    title: 'VA Virtual Store',
    description: 'Products and services for the Department of Veterans Affairs, including VA national contracts.',
    loginWelcomeText: 'Welcome to the Department of Veterans Affairs virtual store.',
    privacyActMessage: false,
  },
  7: {
    title: 'EVA Punchout',
    description: 'GSA Advantage! punchout catalog for agency electronic procurement systems.',
    loginWelcomeText: 'Welcome, punchout buyer. Your cart returns to your agency’s procurement system.',
    privacyActMessage: false,
  },
  8: {
    title: 'DHS Virtual Store',
    description: 'For Department of Homeland Security users only: strategic sourcing vehicles and DHS-wide contracts.',
    loginWelcomeText: 'Welcome to the DHS virtual store. Access is limited to Department of Homeland Security users.',
    privacyActMessage: true,
  },
  9: {
    title: 'GSA United States Marine Corps Store',
    description: 'GSA Global Supply for the United States Marine Corps: order with your DoDAAC for worldwide delivery.',
    loginWelcomeText: 'Welcome to GSA United States Marine Corp',
    privacyActMessage: true,
  },
  10: {
    title: 'State and Local Virtual Store',
    description: 'Cooperative purchasing and disaster-recovery purchasing for state and local governments.',
    loginWelcomeText: 'Welcome, state and local buyer. Sign in to use cooperative purchasing.',
    privacyActMessage: false,
  },
};

export function storeRows() {
  return (Object.entries(STORES) as Array<[string, string]>).map(([id, name]) => ({
    id: Number(id),
    name,
    title: CONTENT[Number(id) as StoreId].title,
  }));
}

/** Welcome block keys follow docs/product/agency-stores.md: `ux_ui/` prefixed for the adv19 theme, plain for adv12. */
export function welcomeBlockKey(id: StoreId): string {
  const name = STORES[id].toLowerCase();
  return themeForStore(STORES[id]) === 'adv19' ? `ux_ui/welcome_${name}` : `welcome_${name}`;
}

export function storeSettingRows() {
  return (Object.keys(STORES).map(Number) as StoreId[]).map((id) => {
    const name = STORES[id].toLowerCase();
    const content = CONTENT[id];
    return {
      storeId: id,
      logoSrc: `/images/stores/${name}.svg`,
      logoAlt: `${content.title} logo`,
      loginWelcomeText: content.loginWelcomeText,
      description: content.description,
      welcomeBlockKey: welcomeBlockKey(id),
      privacyActMessage: content.privacyActMessage,
      logoutHomeImageSrc: `/images/stores/${name}-logout.svg`,
      logoutHomeImageAlt: `Return to the ${content.title} home page`,
    };
  });
}

export function storeTitle(id: StoreId): string {
  return CONTENT[id].title;
}
