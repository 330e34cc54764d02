// Document lists of the appointment guide, worded from the constants of SPEC §9.
import { DOCUMENTS } from '../domain/constants.ts';

/** A titled list of documents. */
export type DocumentList = { title: string; items: string[] };

const photo = `Une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, au format ${DOCUMENTS.photoSizeMm.width} x ${DOCUMENTS.photoSizeMm.height} mm (visage de ${DOCUMENTS.photoHeadMm.min} à ${DOCUMENTS.photoHeadMm.max} mm)`;
const address = `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois`;
const identity = `Une pièce d'identité valide ou périmée depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans (carte d'identité ou ancien passeport)`;

// Documents for an adult, for a minor, and for a renewal after loss or theft.
export const DOCUMENT_LISTS: DocumentList[] = [
  {
    title: 'Pour un majeur',
    items: [
      'Le numéro ou le QR code de votre pré-demande en ligne',
      photo,
      address,
      identity,
      'Le timbre fiscal (électronique ou papier)',
    ],
  },
  {
    title: 'Pour un mineur',
    items: [
      'Le numéro ou le QR code de la pré-demande, remplie par un parent',
      photo,
      `${address} du parent qui fait la demande`,
      "La pièce d'identité du mineur s'il en a une, et celle du parent présent",
      "Le jugement fixant l'autorité parentale ou la garde, en cas de séparation",
      'Le timbre fiscal au tarif mineur',
    ],
  },
  {
    title: 'En cas de perte ou de vol',
    items: [
      'La déclaration de perte (faite en mairie) ou de vol (faite au commissariat ou à la gendarmerie)',
      identity,
    ],
  },
];
