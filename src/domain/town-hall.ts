// A town hall (SPEC §3 mairies): one row of the `mairies` table, typed once. The import's rows, the build's and the
// functions' reads (src/data/import/decide/mairies.ts, src/data/queries/mairies.ts) pick their columns from it.
import type { AccessCode } from './access.ts';
import type { Equipment } from './equipment.ts';
import type { EquipmentStatement } from './equipment-status.ts';
import type { Schedule } from './schedule.ts';

export type TownHall = {
  id: number;
  /** The directory record's id (DILA): what each import matches a town hall on. */
  source_id: string;
  /** Its page's slug; a former one redirects (mairie_slug_redirects). */
  slug: string;
  nom: string;
  ville: string;
  code_postal: string | null;
  code_insee: string | null;
  /** The street lines of the address (addressLines in address.ts). */
  ligne_2: string | null;
  ligne_3: string | null;
  ligne_4: string | null;
  /** E.164. */
  tel: string | null;
  mail: string | null;
  site_web: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The commune's point, or a position that could not be checked (import positions check): no exact distance. */
  position_approximate: boolean;
  /** The department's name and code. */
  dep: string | null;
  num_dep: string | null;
  population: number | null;
  /** The online booking link (https). */
  rendez_vous: string | null;
  /** Editorial columns: no import writes them. */
  chatgpt_content: string | null;
  ville_image_url: string | null;
  /** The directory's weekly hours (jsonb). */
  schedule: Schedule | null;
  /** The directory record's last update (YYYY-MM-DD). */
  source_updated_on: string | null;
  /** Passport equipment, as the operator knows it. */
  equipped: Equipment;
  /** Where `equipped`, `schedule`, `tel` and `rendez_vous` come from (migrations 006, 007): an operator list's
   * title, a data_sources role ('directory', 'booking') or 'visitor' (an accepted correction), and that source's
   * date (YYYY-MM-DD). */
  equipped_source: string | null;
  equipped_source_date: string | null;
  /** What public pages say of its equipment, one entry per page, newest first (migration 016); null: none. */
  equipped_statements: EquipmentStatement[] | null;
  hours_source: string | null;
  hours_source_date: string | null;
  tel_source: string | null;
  tel_source_date: string | null;
  rendez_vous_source: string | null;
  rendez_vous_source_date: string | null;
  /** Physical access (migration 012): the directory's code, null when unknown, and its free text; their source
   * ('directory' or 'visitor') and date, as above. */
  access: AccessCode | null;
  access_text: string | null;
  access_source: string | null;
  access_source_date: string | null;
  /** Where the e-mail, the website, the address (street lines, postal code, town) and the position come from
   * (migration 015): a data_sources role and the value's date, as above. */
  mail_source: string | null;
  mail_source_date: string | null;
  site_web_source: string | null;
  site_web_source_date: string | null;
  address_source: string | null;
  address_source_date: string | null;
  position_source: string | null;
  position_source_date: string | null;
  /** The INSEE code of the current commune the town hall's commune belongs to now (merged, delegated or
   * associated since), or of the arrondissement whose town hall serves an arrondissement whose own is closed
   * (75101 → 75103); null when its commune is current (migration 015). */
  merged_into: string | null;
  /** The directory the last import read lists this town hall (migration 017): false for the older files' town halls
   *  it no longer has (merged communes, closed arrondissement town halls). */
  directory_listed: boolean;
  /** That directory's own e-mail address for it, apart from `mail` (which an older file may have given); null when it
   *  gives none (migration 017). */
  directory_mail: string | null;
  /** The postal code of the directory's address when the title shows another (Cedex, box or mistyped code replaced
   *  by a La Poste code of the commune); null otherwise (migration 017). */
  address_postal_code: string | null;
};

/** A town hall the last directory import no longer lists and whose commune merged into another (or whose
 *  arrondissement another serves): never suggested as where to go; its page leads to the current one (issue 39). */
export function isSuperseded(m: Partial<Pick<TownHall, 'directory_listed' | 'merged_into'>>): boolean {
  return m.directory_listed === false && Boolean(m.merged_into);
}

/** The columns an import never writes. */
export type EditorialColumn = 'chatgpt_content' | 'ville_image_url';
