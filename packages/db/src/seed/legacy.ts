/** docs/product/README.md "Old URL mappings". */
export const LEGACY_URL_ROWS = [
  { oldPath: 'search.do', newPath: 'search/advantage_search', query: null },
  { oldPath: 'advantage/search/search.do', newPath: 'search/advantage_search', query: null },
  { oldPath: 'advanced_search.do', newPath: 'search/advanced', query: 'formType=products' },
  { oldPath: 'advanced_service_search.do', newPath: 'search/advanced', query: 'formType=services' },
  { oldPath: 'department/adv_select.do', newPath: 'search/adv_select', query: null },
  { oldPath: 'ebuy_login.do', newPath: 'main/ebuy', query: null },
  { oldPath: 'contractor_detail.do', newPath: 'catalog/contractor_detail', query: null },
  { oldPath: 'direct_registration.do', newPath: 'profile/registration', query: null },
  { oldPath: 'special_category.do', newPath: 'search/special_category_search', query: null },
  { oldPath: 'gss.do', newPath: 'search/gss_search', query: null },
];
