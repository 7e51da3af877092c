/**
 * The method table (docs/architecture.md): every server path under `rs/` the product names (docs/product), its HTTP
 * method and the response names it may answer with. The server registers its routes from this table
 * and the web app calls through it, so a path cannot exist on one side only.
 *
 * Where the spec does not show a method, reads are GET and changes are POST (docs/adr/0002-contracts.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'GET_PDF' | 'DELETE';

/** How a path answers: the screen envelope (default), a plain JSON document, or text (docs/architecture.md). */
export type ResponseBody = 'envelope' | 'json' | 'text';

interface Entry {
  readonly method: HttpMethod;
  readonly responses: readonly string[];
  readonly body?: ResponseBody;
  /** A file's content type (GET_PDF paths): the OpenAPI document names it. */
  readonly media?: string;
}

const get = <const R extends readonly string[]>(...responses: R) => ({ method: 'GET', responses }) as const;
const json = <const E extends Entry>(entry: E) => ({ ...entry, body: 'json' }) as const;
const text = <const E extends Entry>(entry: E) => ({ ...entry, body: 'text' }) as const;
const post = <const R extends readonly string[]>(...responses: R) => ({ method: 'POST', responses }) as const;
/** A file answered through the reply (the spec's GET_PDF), of content type `media`. */
const file = <const M extends string, const R extends readonly string[]>(media: M, ...responses: R) => ({ method: 'GET_PDF', responses, media }) as const;
const pdf = <const R extends readonly string[]>(...responses: R) => file('application/pdf', ...responses);

export const METHOD_TABLE = {
  // login (docs/product/accounts-and-sign-in.md)
  'login': get('DEFAULT'),
  'login/oauth_config': json(get('OAuthConfig')),
  'login/pkce': json(get('Pkce')),
  'login/auth_tokens': json(post('Tokens')),
  'login/register_smart_card': json(post('Success', 'NoAction', 'Error')),
  // Not in the spec: the single-use challenge the PIV/CAC reader signs, so a registration proves possession of the card (docs/adr/0008).
  'login/smart_card_challenge': json(post('SmartCardChallenge')),
  'login/sign_in': post('Success', 'Failure', 'forgotPassword'),
  'login/sign_out': get('SignedOff', 'AdvantageConfirmLogOff', 'LogoutFromAuthServer'),
  'login/mfa_sign_in': post('accessDenied', 'Forbidden'),
  'sign_in/forgot_user_id': post('Success', 'Failure'),
  'user_container': get('UserContainer'),

  // main
  'main/start_page': get('StartPage', 'Login', 'Survey', 'BrowseCategories'),
  'main/home': get('HomePage', 'StartPage'),
  'main/end_session': text(get('SessionEnded')),
  'main/extend_session': text(get('SessionExtended')),
  'main/struts_ng_url_map': get('UrlMap'),
  'main/ebuy': get('Ebuy'),
  'main/message_center': get('MessageCenter'),
  // Not in docs/architecture.md's excerpt (its full table is not shown): marking messages read changes data, so it is a POST.
  'main/message_center_read': post('MessageCenter'),
  'usmc/start_page': get('Login', 'Success', 'HomePage', 'StartPage'),
  'ggs/start_page': get('Welcome'),

  // search and categories
  'autocomplete': get('Suggestions'),
  'search/advantage_search': get('SearchResults', 'BrowsePage', 'ZeroResults'),
  'search/header_search': post('SearchResults', 'BrowsePage', 'ZeroResults'),
  'search/refine_search': get('SearchResults', 'ZeroResults'),
  'search/drilldown': get('SearchResults', 'ZeroResults'),
  'search/advanced': get('ProductForm', 'ServicesForm'),
  'search/advanced_search': get('SearchResults', 'ZeroResults'),
  'search/adv_select': get('AdvSelect'),
  'search/special_category_search': get('SearchResults', 'ZeroResults'),
  'search/itsecurity': get('ItSecurity'),
  'search/gss_search': get('SearchResults', 'ZeroResults'),
  'search/mfr_list': get('ManufacturerList'),
  'search/vnd_list': get('ContractorList'),
  'categories/special_category_list': get('CategoryList'),
  'categories/product_category_list': get('CategoryList'),
  'categories/category_list': get('CategoryList'),
  'categories/service_category_list': text(get('CategoryList')),
  'categories/service_category_list_as_json': get('CategoryList'),

  // bot check (docs/product/accounts-and-sign-in.md, docs/architecture.md): a proof-of-work challenge for the altcha provider; not a spec path
  'bot_check/challenge': json(get('Challenge')),

  // catalog
  'catalog/product_detail': get('ProductDetail', 'Failure', 'NotFound', 'Initial', 'EnterZipCode'),
  'catalog/contractor_detail': get('ContractorDetail'),
  'catalog/dealer_select': get('DealerSelect'),
  'catalog/strategic_sourcing': get('StrategicSourcing'),
  'catalog/bpa_documents': get('BpaDocuments'),
  'catalog/configuration': get('Configuration'),
  'catalog/quicklook': get('QuickLook'),

  // information and help
  'information/page': get('InformationPage'),
  'information/content_page': get('InformationPage'),
  'information/help': get('Help'),
  'information/help_modal': get('HelpModal'),
  'information/comment_form': get('Initial'),
  // Not in the spec's table, which shows no method for it: the form's submission (a change, so POST with anti-forgery).
  'information/comment_form_submit': post('Initial', 'Success'),
  'information/tutorial': get('Tutorial'),
  'information/news': get('News'),
  'information/state_local': get('StateLocal'),
  'information/contractor': get('Contractor'),
  'ggs/information/help': get('Help'),

  // cart
  'cart/addCart': post('Success', 'Failure'),
  'cart/add_cart': post('Success', 'Failure'),
  'cart/shopping_cart': get('Initial', 'ShoppingCart'),
  // Not in the spec's lists: the quantity change of the Shopping Cart screen.
  'cart/update_quantity': post('ShoppingCart'),
  'cart/delete_item': post('ShoppingCart'),
  'cart/reduce_price': post('ShoppingCart'),
  'cart/overseas_shipping': post('ShoppingCart'),
  'cart/enterZip': get('EnterZipCode'),
  'cart/authorize_funds': post('Initial', 'Success'),
  'cart/afc_cart': get('Initial', 'OrderSummary', 'AFCDataEntry'),
  // Not in the spec's lists: submitting a funds-control cart for authorization and withdrawing it (the buyer),
  // and the funds approver's work list (account menu).
  'cart/afc_submit': post('OrderSummary'),
  'cart/afc_withdraw': post('OrderSummary'),
  'cart/afc_worklist': get('Initial'),
  // Not in the spec's lists: nothing but the header's cart count (attributes.headerCart), for a page that
  // calls the server for nothing else (an unknown /ws address, /404, the login screen), so its 'Cart (N)' is right.
  'cart/summary': get('CartSummary'),

  // parked carts
  'parkcart/save_parkcart': post('SaveCart'),
  'parkcart/my_parkcart': get('Initial', 'Forward'),
  'parkcart/parkcart_detail': get('ParkCartDetail'),
  'parkcart/removecart': post('DeleteParkedCart'),
  'parkcart/addcart': post('Success', 'Failure'),
  'parkcart/updatecart': post('Success', 'Failure'),
  // Not in the spec's lists: sending the Forward Parked Cart form (my_parkcart Forward is its GET).
  'parkcart/forward_submit': post('Initial', 'Forward'),

  // checkout
  'checkout/checkout_review': get('ProcessYourOrder'),
  'checkout/checkout_review_submit': post('OrderConfirmation', 'OrderError'),
  'checkout/order_confirm': get('OrderConfirmation', 'OrderError'),
  'checkout/requisition': get('Requisition'),
  'checkout/delivery_options': get('DeliveryOptions'),
  'checkout/select_shipping': post('ProcessYourOrder'),
  'checkout/select_consigneeaac': post('ProcessYourOrder'),
  'checkout/select_breakbulk': post('ProcessYourOrder'),
  // Not in the spec's lists: the AAC password, asked once per session where an AAC is ordered to.
  'checkout/aac_password': post('Unlocked'),
  'checkout/checkout_controller': post('ProcessYourOrder'),
  'ggs/cart/select_payment': post('SelectPayment', 'VerifyEmail'),
  'ggs/cart/select_aac_shipping': get('Destination', 'Initial'),
  'ggs/cart/select_shipping': get('Destination', 'Initial'),
  'ggs/cart/edit_shipping': post('Initial', 'NewAAC', 'Create'),
  'ggs/cart/process_order': post('Initial', 'OrderConfirmation', 'AFCDataEntry'),

  // order history
  'orderhistory/my_orders': get('MyOrders'),
  'orderhistory/order_summary': get('OrderSummary'),
  'orderhistory/order_details': get('OrderDetails'),
  'orderhistory/requisition_detail': get('RequisitionDetail'),
  'orderhistory/reconcile': get('Reconcile'),
  // Not in the spec's lists: marking orders reconciled, the statement export (a file, like GET_PDF), a buyer's cancellation.
  'orderhistory/reconcile_submit': post('Reconcile'),
  'orderhistory/reconcile_export': file('text/csv', 'Csv'),
  // Not in the spec's lists: an order's FEDSTRIP requisitions as the plain-text file agencies feed their supply systems.
  'orderhistory/requisition_records': file('text/plain', 'Records'),
  // Not in the spec's lists: the requisitions' supply and shipment status as 80-position records (AE1, AS1).
  'orderhistory/requisition_status_records': file('text/plain', 'Records'),
  'orderhistory/cancel_order': post('OrderDetails'),
  'orderhistory/view_pdf': pdf('Pdf'),

  // quick order
  'ordering/quick_ordering': get('QuickOrder'),
  'ordering/quick_ordering_cart': post('QuickOrder', 'Success'),

  // profile and registration
  'ggs/profile/update_profile': post('EditProfile', 'Failure'),
  'ggs/profile/address_book': get('Initial', 'NewAAC', 'Create', 'LegacyAddress'),
  // Not in the spec's lists: saving and deleting address-book entries, saved purchase cards and saved accounting codes.
  'ggs/profile/address_book_save': post('Initial', 'NewAAC', 'Create', 'LegacyAddress'),
  'ggs/profile/address_book_delete': post('Initial'),
  'profile/manage_payments_save': post('ManagePayments'),
  'profile/manage_payments_delete': post('ManagePayments'),
  'profile/manage_payments_save_codes': post('ManagePayments'),
  'profile/manage_payments_delete_codes': post('ManagePayments'),
  'ggs/profile/registration': post('Initial', 'Failure', 'Pre-Register'),
  'ggs/profile/registration_submit': post('Initial', 'Failure'),
  'profile/update_profile': post('EditProfile', 'Failure'),
  'profile/registration': post('Initial', 'Failure', 'Pre-Register'),
  'profile/registration_submit': post('Initial', 'Failure'),
  'profile/state_registration': post('Initial', 'Failure', 'Pre-Register'),
  'profile/validatestateemail': post('Step1', 'Step2', 'Failure'),
  'profile/stateUpdateProfile': post('EditProfile', 'Failure'),
  'profile/overseas_address': get('OverseasAddress'),
  'profile/freight_forwarder_address': get('FreightForwarderAddress'),
  // DEFAULT is the spec's display screen /ds/profile/confirm_prompt (docs/architecture.md), which reads the same answer.
  'profile/confirm_prompt': get('ConfirmPrompt', 'DEFAULT'),
  'profile/dodaac_entry': get('DodaacEntry'),
  'profile/manage_payments': get('ManagePayments'),
  'profile/agency_list': get('AgencyList'),

  // state and local
  'state/stateValidation': post('StateValidation'),
  // POST: choosing how the order is paid changes the session (anti-forgery); without a body it shows the choice.
  'state/select_payments': post('SelectPayments'),
  'state/request_authorization': post('RequestAuthorization'),
  'state/supervisor_response': post('SupervisorResponse'),
  // A supervisor's members and their limits per order; POST: a change is a state change (anti-forgery).
  'state/member_limits': post('MemberLimits'),

  // FEDSTRIP / MILSTRIP
  'fedstrip/fedstrip_init': get('AACEntry', 'collapseItemEntry', 'expandedItemEntry'),
  'fedstrip/fedstrip_newaac': post('AACEntry'),
  'fedstrip/fedstrip_aacentry': post('AACEntry', 'collapseItemEntry', 'expandedItemEntry'),
  'fedstrip/fedstrip_newEntry': post('collapseItemEntry', 'expandedItemEntry'),
  'fedstrip/fedstrip_exceptionEntry': post('collapseItemEntry', 'expandedItemEntry'),
  'fedstrip/add_to_cart': post('Success', 'Cart'),
  'fedstrip/park_cart': post('Success'),
  'fedstrip/fedstrip_shopping_cart': get('shoppingCart', 'Success', 'OrderSummary', 'Initial', 'AuthFedFunds'),
  'fedstrip/fedstrip_ItemDispatchEntry': post('collapseItemEntry', 'expandedItemEntry'),
  'fedstrip/fedstrip_authorize_funds_submit': post('Success', 'AuthFedFunds'),
  'fedstrip/fedstrip_constantProfile': get('ConstantProfile'),
  'fedstrip/fedstrip_constantProfile_save': post('ConstantProfile'),
  'fedstrip/phased_requisition_entry': post('Success', 'Cart', 'PhasedSuccess'),
  'fedstrip/valid_unit_of_issue': get('ValidUnitOfIssue'),
  'fedstrip/process_Order': post('Success', 'OrderSummary'),
  'fedstrip/change_requisition': post('shoppingCart'),
  'fedstrip/remove_requisition': post('shoppingCart', 'Initial'),
  'fedstrip/sign_out': get('SignedOff', 'LogoutFromAuthServer', 'AdvantageConfirmLogOff', 'FedstripConfirmLogOff'),

  // AAC assignment
  'aacassignment/aac_supervisor_email': post('Initial', 'Success'),
  'aacassignment/aac_password_request': post('Initial', 'Success'),
  'aacassignment/aac_approval': post('Initial', 'Approved', 'Rejected'),
  // Not in the spec's lists: the buyer's requests and their states (account menu), and the supervisor's work list.
  'aacassignment/my_requests': get('Initial'),
  'aacassignment/approval_requests': get('Initial'),

  // department
  'department/main': get('DepartmentMain'),
  'department/main_search': get('SearchResults', 'ZeroResults'),
  'department/adv2git': get('Adv2Git'),
  'department/adv2git_contact': post('Contact', 'Confirmation'),
  'department/homeoffice': get('HomeOffice'),
  'department/adv_select_suggest': get('AdvSelectSuggest'),
  'department/survey': post('Survey', 'Confirmation'),
  'department/feedback': post('Feedback', 'Confirmation'),

  // homeland security e-mail validation and virtual stores
  'dhs/email_validation': post('Initial', 'Success', 'Failure'),
  'dhs/validate_email': get('Success', 'Failure'),
  'vs/access_denied': get('AccessDenied'),
  'vs/restricted': get('Restricted'),
  // Not in the spec's list: the agriculture store's official-business acknowledgement, kept in the server session (docs/adr/0016).
  'vs/acknowledge': post('Acknowledged'),
} as const satisfies Record<string, Entry>;

export type ServerPath = keyof typeof METHOD_TABLE;
export type ResponseNameOf<P extends ServerPath> = (typeof METHOD_TABLE)[P]['responses'][number];
export type MethodOf<P extends ServerPath> = (typeof METHOD_TABLE)[P]['method'];

export const SERVER_PATHS = Object.keys(METHOD_TABLE) as ServerPath[];

/** The sections (first path segment) the table covers, one per product area (docs/product). */
export const SECTIONS = [...new Set(SERVER_PATHS.map((p) => p.split('/')[0] ?? p))];

/** Strips a leading slash, the `rs/` or `ws/` prefix, the query and the fragment. */
export function normalizePath(path: string): string {
  return (path.split(/[?#]/)[0] ?? '')
    .replace(/^\/+/, '')
    .replace(/^(advantage\/)?(rs|ws|ds)\//, '')
    .replace(/\/+$/, '');
}

export function isServerPath(path: string): path is ServerPath {
  return Object.hasOwn(METHOD_TABLE, path);
}

/** docs/architecture.md: "A path with no known method gives the 'Unexpected request' error." */
export function methodFor(path: string): HttpMethod | undefined {
  const p = normalizePath(path);
  return isServerPath(p) ? METHOD_TABLE[p].method : undefined;
}

export function responseBodyFor(path: string): ResponseBody {
  const p = normalizePath(path);
  return isServerPath(p) ? ((METHOD_TABLE[p] as Entry).body ?? 'envelope') : 'envelope';
}

export function isResponseNameOf<P extends ServerPath>(path: P, name: string): name is ResponseNameOf<P> {
  return (METHOD_TABLE[path].responses as readonly string[]).includes(name);
}

/** The legacy map lives at this absolute path (docs/architecture.md). */
export const LEGACY_URL_MAP_PATH = '/advantage/rs/main/struts_ng_url_map';
