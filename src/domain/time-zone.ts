// The IANA time zone a town hall keeps its hours in, from its department or collectivity (INSEE code for the
// French Polynesia islands that are not on Tahiti time). Everything else is on Paris time.

export const PARIS_TIME_ZONE = 'Europe/Paris';

const BY_DEPARTMENT: Record<string, string> = {
  '971': 'America/Guadeloupe',
  '972': 'America/Martinique',
  '973': 'America/Cayenne',
  '974': 'Indian/Reunion',
  '975': 'America/Miquelon',
  '976': 'Indian/Mayotte',
  '977': 'America/St_Barthelemy',
  '978': 'America/Marigot',
  '984': 'Indian/Kerguelen',
  '986': 'Pacific/Wallis',
  '987': 'Pacific/Tahiti',
  '988': 'Pacific/Noumea',
};

// French Polynesia spans three zones: the Marquesas (UTC−9:30) and the Gambier (UTC−9) are not on Tahiti time.
const BY_COMMUNE: Record<string, string> = {
  '98718': 'Pacific/Marquesas', // Fatu-Hiva
  '98723': 'Pacific/Marquesas', // Hiva-Oa
  '98731': 'Pacific/Marquesas', // Nuku-Hiva
  '98746': 'Pacific/Marquesas', // Tahuata
  '98756': 'Pacific/Marquesas', // Ua-Huka
  '98757': 'Pacific/Marquesas', // Ua-Pou
  '98719': 'Pacific/Gambier', // Gambier
};

/** The time zone of a town hall from its department code and, when known, its commune's INSEE code. */
export function timeZoneOf(numDep: string | null | undefined, codeInsee?: string | null): string {
  return (codeInsee && BY_COMMUNE[codeInsee]) || (numDep && BY_DEPARTMENT[numDep]) || PARIS_TIME_ZONE;
}

/** Every zone a town hall of the project can be in, Paris first. A function, not a table: the pages' scripts that
 *  only need PARIS_TIME_ZONE never carry it. */
export function projectTimeZones(): string[] {
  return [...new Set([PARIS_TIME_ZONE, ...Object.values(BY_DEPARTMENT), ...Object.values(BY_COMMUNE)])];
}
