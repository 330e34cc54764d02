// The columns of the open directory (issue 40), written once as Table Schema fields: the CSV's header, the GeoJSON's
// properties, /donnees/mairies.schema.json and the column table of /donnees all come from this list. Types follow
// what the code can write, not the data of the day: codes are strings with their patterns, statuses and access codes
// the code's own constants. Bump OPEN_DATA_SCHEMA_VERSION (open-data-package.ts) when a field changes: a test fails
// otherwise.
import { ACCESS_CODES } from '../domain/access.ts';
import { EQUIPMENT_STATES } from '../domain/equipment.ts';
import { E164_PATTERN, SERVICE_NUMBER_PATTERN } from '../domain/phone.ts';

/** One Table Schema field (https://specs.frictionlessdata.io/table-schema/), its description in French. */
type OpenDataField = {
  name: string;
  title: string;
  description: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'date';
  format?: 'uri';
  example: string;
  constraints?: {
    required?: boolean;
    unique?: boolean;
    pattern?: string;
    enum?: readonly string[];
    minimum?: number;
    maximum?: number;
  };
  trueValues?: readonly string[];
  falseValues?: readonly string[];
};

/** A `*_date` column: a day, or a month or a year when that is all its source says. */
const OPEN_DATA_DATE_PATTERN = String.raw`^\d{4}(-\d{2}(-\d{2})?)?$`;

type Named<N extends string> = OpenDataField & { name: N };

const date = <N extends string>(name: N, of: string): Named<N> => ({
  name,
  title: `Date ${of}`,
  description:
    `Date de la source ${of} : AAAA-MM-JJ, AAAA-MM quand le fichier n'est daté que du mois (annuaire ` +
    "Service-Public de 2026 : 2026-10), AAAA quand la page ne donne que l'année ; motif ^\\d{4}(-\\d{2}(-\\d{2})?)?$.",
  type: 'string',
  example: '2025-03-04',
  constraints: { pattern: OPEN_DATA_DATE_PATTERN },
});

const source = <N extends string>(name: N, of: string): Named<N> => ({
  name,
  title: `Source ${of}`,
  description: `Source ${of} : un code de source (directory2026, directory, websites2018, emails2021, laposte, booking, osm, places), visitor pour la correction d'un visiteur vérifiée par l'équipe, ou mairie pour la réponse de la mairie depuis l'adresse e-mail que publie l'annuaire ; voir /donnees.`,
  type: 'string',
  example: 'directory',
});

const text = <N extends string>(name: N, title: string, description: string, example: string): Named<N> => ({
  name,
  title,
  description,
  type: 'string',
  example,
});

const unanchored = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, '');

/** Every column, in file order. */
export const OPEN_DATA_FIELDS = [
  {
    name: 'id',
    title: 'Identifiant',
    description: 'Identifiant de la mairie sur ce site (stable).',
    type: 'integer',
    example: '1',
    constraints: { required: true, unique: true, minimum: 1 },
  },
  text(
    'id_annuaire',
    "Identifiant de l'annuaire",
    "Identifiant de l'annuaire Service-Public.fr (DILA) : ancien identifiant mairie-INSEE-NN quand il existe.",
    'mairie-01001-01',
  ),
  {
    name: 'code_insee',
    title: 'Code INSEE',
    description: 'Code INSEE (code officiel géographique) de la commune : 5 caractères, 2A ou 2B en Corse.',
    type: 'string',
    example: '01001',
    constraints: { pattern: '^(\\d{5}|2[AB]\\d{3})$' },
  },
  { ...text('nom', 'Nom', 'Nom de la mairie.', "Mairie de L'Abergement-Clémenciat"), constraints: { required: true } },
  text('adresse_ligne_1', 'Adresse, ligne 1', "Première ligne de l'adresse.", '19 place de la Mairie'),
  text('adresse_ligne_2', 'Adresse, ligne 2', "Deuxième ligne de l'adresse.", 'Bâtiment A'),
  text('adresse_ligne_3', 'Adresse, ligne 3', "Lignes suivantes de l'adresse.", 'BP 12'),
  {
    name: 'code_postal',
    title: 'Code postal',
    description: 'Code postal (un code La Poste de la commune quand il est connu).',
    type: 'string',
    example: '01400',
    constraints: { pattern: '^\\d{5}$' },
  },
  text('commune', 'Commune', 'Nom de la commune.', "L'Abergement-Clémenciat"),
  source('adresse_source', "de l'adresse"),
  date('adresse_date', "de l'adresse"),
  {
    name: 'departement_code',
    title: 'Code du département',
    description: 'Code du département : 01 à 95 (2A et 2B pour la Corse), 971 à 978, 987, 988 outre-mer.',
    type: 'string',
    example: '01',
    constraints: { pattern: '^(0[1-9]|1\\d|2[1-9AB]|[3-8]\\d|9[0-5]|97[1-8]|98[78])$' },
  },
  text('departement', 'Département', 'Nom du département.', 'Ain'),
  {
    name: 'latitude',
    title: 'Latitude',
    description: 'Latitude en degrés décimaux (WGS 84).',
    type: 'number',
    example: '46.153',
    constraints: { minimum: -90, maximum: 90 },
  },
  {
    name: 'longitude',
    title: 'Longitude',
    description: 'Longitude en degrés décimaux (WGS 84), négative à l’ouest de Greenwich.',
    type: 'number',
    example: '4.926',
    constraints: { minimum: -180, maximum: 180 },
  },
  {
    name: 'position_approximative',
    title: 'Position approximative',
    description: 'true : point de la commune, pas de la mairie (position non vérifiée) ; false : point de la mairie.',
    type: 'boolean',
    example: 'false',
    trueValues: ['true'],
    falseValues: ['false'],
  },
  source('position_source', 'de la position'),
  date('position_date', 'de la position'),
  {
    name: 'annuaire_date',
    title: "Date de la fiche de l'annuaire",
    description:
      "Date de la fiche de l'annuaire de 2016 quand la mairie y figure (AAAA-MM-JJ) ; chaque valeur dit ensuite sa propre source et sa date.",
    type: 'date',
    example: '2025-03-04',
  },
  {
    name: 'telephone',
    title: 'Téléphone',
    description:
      'Téléphone au format international E.164 (+33474240308), ou numéro de service à 4 chiffres tel qu’il se compose (3013). Écrit sans apostrophe : un tableur le lit comme un nombre.',
    type: 'string',
    example: '+33474240308',
    constraints: { pattern: `^(${unanchored(E164_PATTERN)}|${unanchored(SERVICE_NUMBER_PATTERN)})$` },
  },
  source('telephone_source', 'du téléphone'),
  date('telephone_date', 'du téléphone'),
  text('site_web', 'Site web', 'Adresse du site web de la mairie (http ou https).', 'https://www.example.fr/'),
  source('site_web_source', 'du site web'),
  date('site_web_date', 'du site web'),
  text(
    'email',
    'E-mail',
    "E-mail de la mairie : celui de l'annuaire Service-Public le plus récent qui en donne un, sinon celui d'un fichier plus ancien (annuaire de 2016, liste des e-mails de 2021) ; email_source dit lequel, email_date de quand.",
    'mairie@example.fr',
  ),
  source('email_source', "de l'e-mail"),
  date('email_date', "de l'e-mail"),
  {
    name: 'equipement',
    title: 'Prise des demandes de passeport',
    description:
      'Prise des demandes de passeport : equipped (oui), to_confirm (à confirmer : pages anciennes, indirectes ou contradictoires), not_equipped (non, ou plus), unknown (aucune page ne le dit).',
    type: 'string',
    example: 'equipped',
    constraints: { required: true, enum: EQUIPMENT_STATES },
  },
  text(
    'equipement_source',
    'Source du statut passeport',
    'Source du statut : adresse de la page publique qui le décide, titre de la liste de l’exploitant, visitor (correction d’un visiteur) ou mairie (réponse de la mairie) ; voir /donnees.',
    'https://www.example.fr/passeport',
  ),
  date('equipement_date', 'du statut passeport'),
  text(
    'horaires',
    "Horaires d'ouverture",
    "Horaires d'ouverture, syntaxe opening_hours d'OpenStreetMap (vide : inconnus).",
    'Mo-Fr 08:30-12:00',
  ),
  source('horaires_source', 'des horaires'),
  date('horaires_date', 'des horaires'),
  text(
    'rendez_vous',
    'Prise de rendez-vous',
    'Lien de prise de rendez-vous en ligne, ou consignes de la mairie en texte.',
    'https://rdv.example.fr/mairie',
  ),
  {
    ...source('rendez_vous_source', 'du lien de rendez-vous'),
    description:
      'Source du lien de rendez-vous : booking (liste des liens de rendez-vous), visitor (correction d’un visiteur) ou mairie (réponse de la mairie) ; voir /donnees.',
    example: 'booking',
  },
  date('rendez_vous_date', 'du lien de rendez-vous'),
  {
    name: 'acces',
    title: 'Accès en fauteuil roulant',
    description:
      'Accès en fauteuil roulant : ACC (accessible), NAC (non accessible), DEM (avec aide, sur demande) ; vide : inconnu.',
    type: 'string',
    example: 'ACC',
    constraints: { enum: ACCESS_CODES },
  },
  text('acces_texte', "Précision sur l'accès", "Précision de l'annuaire sur l'accès.", 'Sonnette à gauche.'),
  source('acces_source', "de l'accès"),
  date('acces_date', "de l'accès"),
  {
    name: 'page',
    title: 'Page de la mairie',
    description: 'Adresse de la page de la mairie sur ce site.',
    type: 'string',
    format: 'uri',
    example: 'https://www.passeport-mairies.fr/mairie/mairie-de-l-abergement-clemenciat',
    constraints: { required: true, unique: true },
  },
] as const satisfies readonly OpenDataField[];

/** The column names, in file order. */
export type OpenDataColumn = (typeof OPEN_DATA_FIELDS)[number]['name'];
export const OPEN_DATA_COLUMNS: readonly OpenDataColumn[] = OPEN_DATA_FIELDS.map((field) => field.name);

/** How the CSV writes an absent value (Table Schema's `missingValues`). */
export const OPEN_DATA_MISSING_VALUES = [''] as const;
