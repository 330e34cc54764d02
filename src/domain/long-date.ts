// A day written out in French ('24 novembre 2026'), as the site dates reviews and articles. The time zone is an
// argument: the day of an instant depends on where it is read (the site reads it on Paris time).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `date`'s day in `timeZone`, in words: '1 mars 2026'. */
export function longDate(date: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}
