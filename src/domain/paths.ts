// Site paths of the data pages, in one place (canonical form: no trailing slash).

export const SEARCH_ANCHOR = '/#recherche';

export const mairiePath = (slug: string) => `/mairie/${slug}`;
export const rdvPath = (slug: string) => `/mairie/${slug}/rdv`;
export const cityPath = (codePostal: string) => `/ville/${codePostal}`;
export const departmentPath = (code: string) => `/departements/${code}`;

/** The town hall's update link (issue 41): the request page (GET ?m=<id>, POST confirms), the answer form (GET and
 *  POST ?t=<signed link>), and the team's withdrawal or approval of an answer (GET and POST ?t=). */
export const TOWN_HALL_REQUEST_PATH = '/api/mairie/mise-a-jour';
export const TOWN_HALL_ANSWER_PATH = '/api/mairie/reponse';
export const TOWN_HALL_TEAM_PATH = '/api/mairie/decision';
export const townHallRequestPath = (mairieId: number) => `${TOWN_HALL_REQUEST_PATH}?m=${mairieId}`;
