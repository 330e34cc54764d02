// Site paths of the data pages, in one place (canonical form: no trailing slash).

export const SEARCH_ANCHOR = '/#recherche';

export const mairiePath = (slug: string) => `/mairie/${slug}`;
export const rdvPath = (slug: string) => `/mairie/${slug}/rdv`;
export const cityPath = (codePostal: string) => `/ville/${codePostal}`;
export const departmentPath = (code: string) => `/departements/${code}`;
