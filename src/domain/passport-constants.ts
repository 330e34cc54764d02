// SPEC §9's passport delays and document rules (re-exported by constants.ts, the home of the other numbers).

// Passport delays: processing, production, validity, appointment wait, pickup, appointment lengths.
export const DELAYS = {
  processingWorkingHours: 24,
  productionWeeks: 3,
  validityYears: { adult: 10, minor: 5 },
  appointmentWaitWeeks: { min: 2, max: 3 },
  pickupMonths: 3,
  appointmentMinutes: { deposit: 20, full: 30 },
} as const;

// Document rules: proof of address, photo age and format, identity document expiry.
export const DOCUMENTS = {
  proofOfAddressMaxMonths: 3,
  photoMaxMonths: 6,
  photoSizeMm: { width: 35, height: 45 },
  photoHeadMm: { min: 32, max: 36 },
  idExpiredMaxYears: 5,
} as const;
