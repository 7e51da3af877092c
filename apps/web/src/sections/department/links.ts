export const homeOfficeUrl = (code: string) => `/ws/department/homeoffice?dept=${encodeURIComponent(code)}`;
