// Directory drafts + reference + supplements → `mairies` rows (without slugs, which depend on the database; the
// statuses come after, from the lists: operator-list.ts, equipped-statements.ts).
import type { MairieWrite } from '../../queries/mairies.ts';
import type { CommuneIndex, CommuneInfo } from '../reference/communes.ts';
import { matchEmails } from '../match/email-matching.ts';
import { EMAILS_2021_DATE, type Emails2021 } from '../read/emails-2021.ts';
import { latestUpdate, type MairieDraft } from '../read/mairie-draft.ts';
import { toE164Phone } from '../read/phone.ts';
import { checkPosition, type CheckedPosition, type CommunePoints, type PositionOutcome } from '../match/positions.ts';
import { withEmail2021, withWebsite2018, type SupplementStats } from './supplements.ts';
import { count, type Tally } from '../tally.ts';
import { foldText, stripCedex } from '../text.ts';
import { normalizeEmail, normalizeWebsite } from '../read/web.ts';
import { WEBSITES_2018_DATE, type Websites2018 } from '../read/websites-2018.ts';

export type { SupplementStats } from './supplements.ts';

interface Supplements {
  websites2018?: Websites2018 | null;
  emails2021?: Emails2021 | null;
}

interface BuiltMairies {
  rows: MairieWrite[];
  rejected: Tally;
  /** Source values dropped because they were invalid, by kind ('invalid phone'…). */
  dropped: Tally;
  supplements: SupplementStats;
  /** What the position check did, per outcome (all zero when no commune points were given). */
  positions: Record<PositionOutcome, number>;
}

/** The town: the address's (without Cedex), spelt as the reference spells the commune when they are the same
 * name. A Cedex locality that starts with the commune's name and adds a sorting-office word ('Saint-Denis
 * Messag Cedex 9') is the commune itself. */
export function townOf(locality: string | null, commune: CommuneInfo | undefined): string | null {
  const town = locality ? stripCedex(locality) : null;
  if (town && commune) {
    const [folded, name] = [foldText(town), foldText(commune.name)];
    if (folded === name) return commune.name;
    if (town !== locality && folded.startsWith(`${name} `)) return commune.name;
  }
  return town || commune?.name || null;
}

function firstValid(
  raws: string[],
  normalize: (raw: string) => string | null,
  dropped: Tally,
  kind: string,
): string | null {
  for (const raw of raws) {
    const value = normalize(raw);
    if (value) return value;
  }
  if (raws.length) count(dropped, kind);
  return null;
}

/** `<field>_source` and `<field>_source_date` of a value: the source and its date when there is a value, else null. */
function fieldSource<F extends 'mail' | 'site_web' | 'address' | 'position'>(
  field: F,
  value: unknown,
  [source, date]: [string, string | null],
): Record<`${F}_source` | `${F}_source_date`, string | null> {
  const known = value !== null && value !== undefined;
  return { [`${field}_source`]: known ? source : null, [`${field}_source_date`]: known ? date : null } as Record<
    `${F}_source` | `${F}_source_date`,
    string | null
  >;
}

const toLatLon = (point: [number, number] | null) => point && { lat: point[0], lon: point[1] };

/** The draft's position checked against its commune's points (positions.ts), or as read when none are given. */
function positionOf(draft: MairieDraft, points: CommunePoints | null): CheckedPosition {
  const pin =
    draft.latitude !== null && draft.longitude !== null ? { lat: draft.latitude, lon: draft.longitude } : null;
  if (points) return checkPosition(pin, toLatLon(draft.ban), points.of(draft.codeInsee, draft.postalCode));
  const read = pin ?? toLatLon(draft.ban);
  return { latitude: read?.lat ?? null, longitude: read?.lon ?? null, approximate: false, outcome: 'kept' };
}

/** Maps every draft; supplements replace directory values only on records older than their vintage. Positions are
 * checked against `points` when given (positions.ts), else kept as read. */
export function buildMairies(
  drafts: readonly MairieDraft[],
  communes: CommuneIndex,
  supplements: Supplements = {},
  points: CommunePoints | null = null,
): BuiltMairies {
  const { websites2018, emails2021 } = supplements;
  const result: BuiltMairies = {
    rows: [],
    rejected: {},
    dropped: {},
    positions: { kept: 0, swapped: 0, ban: 0, commune: 0, unresolved: 0 },
    supplements: {
      websites2018: websites2018 ? { matched: 0, applied: 0, invalid: 0 } : null,
      emails2021: emails2021 ? { matched: 0, applied: 0, ambiguous: 0, contested: 0 } : null,
    },
  };
  const { dropped, supplements: stats } = result;
  const emailMatches = emails2021 ? matchEmails(drafts, communes, emails2021) : null;
  if (emailMatches && stats.emails2021)
    Object.assign(stats.emails2021, { ambiguous: emailMatches.ambiguous, contested: emailMatches.contested });
  const fileDate = latestUpdate(drafts);
  for (const draft of drafts) {
    const commune = draft.codeInsee ? communes.get(draft.codeInsee) : undefined;
    const ville = townOf(draft.locality, commune);
    if (!ville) {
      count(result.rejected, 'no town (neither address nor INSEE code)');
      continue;
    }
    const department = draft.codeInsee ? communes.department(draft.codeInsee) : null;
    const ownSite = firstValid(draft.websites, normalizeWebsite, dropped, 'invalid website');
    const site =
      websites2018 && stats.websites2018 ? withWebsite2018(draft, ownSite, websites2018, stats.websites2018) : ownSite;
    const ownMail = firstValid(draft.emails, normalizeEmail, dropped, 'invalid e-mail');
    const mail =
      emailMatches && stats.emails2021
        ? withEmail2021(draft, ownMail, emailMatches.byDraft.get(draft), stats.emails2021)
        : ownMail;
    const position = positionOf(draft, points);
    if (points) result.positions[position.outcome] += 1;
    const tel = firstValid(draft.phones, toE164Phone, dropped, 'invalid phone');
    const directoryDate = draft.updatedOn ?? fileDate;
    const accessKnown = draft.access !== null || draft.accessText !== null;
    result.rows.push({
      source_id: draft.sourceId,
      code_insee: draft.codeInsee,
      nom: draft.nom,
      ville,
      code_postal: draft.postalCode,
      ligne_2: draft.streetLines[0] ?? null,
      ligne_3: draft.streetLines[1] ?? null,
      ligne_4: draft.streetLines.slice(2).join(', ') || null,
      tel,
      mail,
      site_web: site,
      latitude: position.latitude,
      longitude: position.longitude,
      position_approximate: position.approximate,
      dep: department?.departmentName ?? null,
      num_dep: department?.departmentCode ?? null,
      population: commune?.population ?? null,
      schedule: draft.schedule,
      source_updated_on: draft.updatedOn,
      equipped: null,
      equipped_source: null,
      equipped_source_date: null,
      equipped_statements: null,
      rendez_vous: null,
      hours_source: draft.schedule ? 'directory' : null,
      hours_source_date: draft.schedule ? directoryDate : null,
      tel_source: tel ? 'directory' : null,
      tel_source_date: tel ? directoryDate : null,
      rendez_vous_source: null,
      rendez_vous_source_date: null,
      access: draft.access,
      access_text: draft.accessText,
      access_source: accessKnown ? 'directory' : null,
      access_source_date: accessKnown ? directoryDate : null,
      merged_into: draft.codeInsee ? communes.currentCommune(draft.codeInsee) : null,
      // The directory read lists it, with its own address; the 2026 file, when read after, says again (current-directory.ts).
      directory_listed: true,
      directory_mail: ownMail,
      address_postal_code: null,
      ...fieldSource('mail', mail, mail === ownMail ? ['directory', directoryDate] : ['emails2021', EMAILS_2021_DATE]),
      ...fieldSource(
        'site_web',
        site,
        site === ownSite ? ['directory', directoryDate] : ['websites2018', WEBSITES_2018_DATE],
      ),
      ...fieldSource('address', draft.streetLines.length || draft.postalCode ? ville : null, [
        'directory',
        directoryDate,
      ]),
      ...fieldSource('position', position.latitude, [
        position.outcome === 'commune' ? 'laposte' : 'directory',
        position.outcome === 'commune' ? null : directoryDate,
      ]),
    });
  }
  return result;
}
