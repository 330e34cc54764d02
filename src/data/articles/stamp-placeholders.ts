// Stamp prices in the Markdown guides: a guide writes {{stamp:metropole:adult}} (territory, age group) and the loader
// replaces it with stampPrice's figure, so no guide types a price by hand. An unknown placeholder fails the build.
import { STAMP_PRICES, formatEuros, stampPrice, type AgeGroup, type Territory } from '../../domain/prices.ts';

const PLACEHOLDER = /\{\{\s*stamp:([\w-]+):(\w+)\s*\}\}/g;

const isTerritory = (value: string): value is Territory => Object.hasOwn(STAMP_PRICES, value);
const isAgeGroup = (value: string): value is AgeGroup => Object.hasOwn(STAMP_PRICES.metropole, value);

export function resolveStampPlaceholders(text: string, origin: string): string {
  const resolved = text.replace(PLACEHOLDER, (match, territory: string, age: string) => {
    if (!isTerritory(territory) || !isAgeGroup(age)) throw new Error(`${origin}: unknown stamp placeholder ${match}.`);
    return formatEuros(stampPrice(territory, age));
  });
  const left = /\{\{\s*stamp[^}]*\}\}/.exec(resolved);
  if (left) throw new Error(`${origin}: malformed stamp placeholder ${left[0]}.`);
  return resolved;
}
