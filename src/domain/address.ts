// A town hall's postal address as pages and e-mails show it.

/** The address columns of a town hall (mairies.ligne_2…4, code_postal, ville). */
type PostalAddress = {
  ligne_2: string | null;
  ligne_3: string | null;
  ligne_4: string | null;
  code_postal: string | null;
  ville: string;
};

/** Street lines then 'postal code town', each trimmed, empty ones left out. */
export function addressLines(address: PostalAddress): string[] {
  const town = [address.code_postal, address.ville].filter(Boolean).join(' ');
  return [address.ligne_2, address.ligne_3, address.ligne_4, town].map((line) => (line ?? '').trim()).filter(Boolean);
}
