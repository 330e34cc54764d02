// Estimated crowding of a town hall (SPEC §4 levels, §9 thresholds).
import { CROWDING, DEFAULT_POPULATION } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { weeklyOpenHours, type Schedule } from './schedule.ts';

// Levels in increasing order, and the colour each one is shown in.
export type CrowdingLevel = 'low' | 'medium' | 'high';
const CROWDING_COLORS = { low: 'green', medium: 'yellow', high: 'red' } as const;

/** Level, its colour and label; available is false when the estimate could not be made. */
export type Crowding = {
  level: CrowdingLevel;
  color: (typeof CROWDING_COLORS)[CrowdingLevel];
  label: string;
  available: boolean;
};

/** Inputs: the schedule (null when unknown), this week's visit count, the commune's population. */
type CrowdingInput = {
  schedule: Schedule | null;
  weeklyVisits?: number | null;
  population?: number | null;
};

function crowding(level: CrowdingLevel): Crowding {
  return { level, color: CROWDING_COLORS[level], label: MESSAGES.crowding[level], available: true };
}

// Level from a known weekly visit count: above 100 high, above 50 medium, otherwise low.
export function levelFromWeeklyVisits(visits: number): CrowdingLevel {
  if (visits > CROWDING.weeklyVisitsHighAbove) return 'high';
  if (visits > CROWDING.weeklyVisitsMediumAbove) return 'medium';
  return 'low';
}

// Level from yearly visits spread over open slots: visits / (weekly hours x 4 x 52);
// below 50 low, below 150 medium, otherwise high.
export function levelFromVisitsPerSlot(visits: number, weeklyHours: number): CrowdingLevel {
  const perSlot = visits / (weeklyHours * CROWDING.slotsPerHour * CROWDING.weeksPerYear);
  if (perSlot < CROWDING.perSlotLowBelow) return 'low';
  if (perSlot < CROWDING.perSlotMediumBelow) return 'medium';
  return 'high';
}

// Crowding of a town hall. Without a schedule (or with no open hour) it is 'medium' and reads
// 'Affluence non disponible', as SPEC §8 says. Otherwise a known weekly visit count decides;
// failing that the population (25000 when unknown) is spread over the open slots of a year.
export function estimateCrowding({ schedule, weeklyVisits, population }: CrowdingInput): Crowding {
  const hours = schedule ? weeklyOpenHours(schedule) : 0;
  if (hours <= 0) return { ...crowding('medium'), label: MESSAGES.crowdingUnavailable, available: false };
  if (typeof weeklyVisits === 'number' && Number.isFinite(weeklyVisits) && weeklyVisits >= 0) {
    return crowding(levelFromWeeklyVisits(weeklyVisits));
  }
  const visits = typeof population === 'number' && population > 0 ? population : DEFAULT_POPULATION;
  return crowding(levelFromVisitsPerSlot(visits, hours));
}
