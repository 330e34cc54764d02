// The sources of the open directory and their licences, as /donnees lists them and the Data Package credits them.

/** One source: its name, its licence, what the files take from it. */
type OpenDataSource = { name: string; licence: string; gives: string };

export const OPEN_DATA_SOURCES: readonly OpenDataSource[] = [
  {
    name: 'Annuaire de l’administration, Service-Public.fr (DILA)',
    licence: 'Licence Ouverte 2.0',
    gives:
      'noms, adresses, positions, téléphones, e-mails, sites web, horaires, accès : annuaire d’octobre 2026 (directory2026), fiches de 2016 (directory) et, quand elles n’en donnaient pas, sites web de l’extrait de mai 2018 (websites2018) et e-mails de celui de mars 2021 (emails2021)',
  },
  {
    name: 'Base Adresse Nationale (géocodage de l’annuaire de 2016)',
    licence: 'ODbL 1.0',
    gives: 'positions corrigées de certaines mairies',
  },
  {
    name: 'Base officielle des codes postaux (La Poste)',
    licence: 'Licence Ouverte 2.0',
    gives: 'codes postaux et point de chaque commune (laposte)',
  },
  {
    name: 'Découpage administratif (Etalab)',
    licence: 'Licence Ouverte 2.0',
    gives: 'communes, départements, populations',
  },
  {
    name: 'Listes de l’exploitant (mairies équipées, liens de rendez-vous)',
    licence: 'ODbL 1.0 (avec les fichiers), titre et date de chaque liste dans la colonne source',
    gives: 'statut passeport, liens de rendez-vous (booking)',
  },
  {
    name: 'Relevé de pages publiques, novembre 2026 (préfectures, mairies, presse locale)',
    licence: 'ODbL 1.0 (avec les fichiers), adresse et date de la page qui décide dans la colonne source',
    gives: 'statut passeport des mairies que ces pages nomment',
  },
  {
    name: 'Horaires d’OpenStreetMap (© les contributeurs d’OpenStreetMap)',
    licence: 'ODbL 1.0',
    gives: 'horaires d’ouverture (osm)',
  },
  {
    name: 'Corrections des visiteurs, vérifiées par l’équipe',
    licence: 'ODbL 1.0 (avec les fichiers)',
    gives: 'la valeur corrigée seule, avec « visitor » et la date',
  },
  {
    name: 'Réponses des mairies, depuis l’adresse e-mail que publie l’annuaire de Service-Public',
    licence: 'ODbL 1.0 (avec les fichiers)',
    gives: 'statut passeport et lien de rendez-vous, avec « mairie » et la date de la réponse',
  },
];
