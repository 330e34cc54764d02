import { describe, it, expect } from 'vitest';
import * as c from './constants.ts';

describe('SPEC §9 constants', () => {
  it('search, random cities and nearest lists', () => {
    expect(c.SEARCH).toEqual({ debounceMs: 300, minChars: 2, maxResults: 5 });
    expect(c.RANDOM_CITIES).toEqual({ requested: 50, used: 5 });
    expect(c.NEAREST).toEqual({ onMairiePage: 10, onCityPage: 5, sameDepartment: 10 });
  });

  it('distance, closing soon, crowding', () => {
    expect(c.EARTH_RADIUS_KM).toBe(6371);
    expect(c.CLOSING_SOON_MINUTES).toBe(60);
    expect(c.DEFAULT_POPULATION).toBe(25000);
    expect(c.CROWDING.weeklyVisitsHighAbove).toBe(100);
    expect(c.CROWDING.weeklyVisitsMediumAbove).toBe(50);
    expect(c.CROWDING.slotsPerHour * c.CROWDING.weeksPerYear).toBe(208);
    expect([c.CROWDING.perSlotLowBelow, c.CROWDING.perSlotMediumBelow]).toEqual([50, 150]);
  });

  it('delays, documents, refund', () => {
    expect(c.DELAYS.processingWorkingHours).toBe(24);
    expect(c.DELAYS.productionWeeks).toBe(3);
    expect(c.DELAYS.validityYears).toEqual({ adult: 10, minor: 5 });
    expect(c.DELAYS.appointmentWaitWeeks).toEqual({ min: 2, max: 3 });
    expect(c.DELAYS.pickupMonths).toBe(3);
    expect(c.DELAYS.appointmentMinutes).toEqual({ deposit: 20, full: 30 });
    expect(c.DOCUMENTS).toEqual({
      proofOfAddressMaxMonths: 3,
      photoMaxMonths: 6,
      photoSizeMm: { width: 35, height: 45 },
      photoHeadMm: { min: 32, max: 36 },
      idExpiredMaxYears: 5,
    });
    expect(c.REFUND).toEqual({
      handlingWorkingHours: 48,
      paymentWorkingDays: { min: 5, max: 10 },
      stampUnusedMonths: 12,
    });
  });

  it('display, lists, France Services', () => {
    expect(c.DISPLAY.mapZoom).toBe(14);
    expect(c.DISPLAY.mapHeightPx).toBe(300);
    expect(c.DISPLAY.iframeHeightPx).toBe(1800);
    expect(c.DISPLAY.metaDescriptionMax).toBe(160);
    expect(c.LISTS.bigCities).toBe(20);
    expect(c.LISTS.alternateDomains).toBe(11);
    expect(c.FRANCE_SERVICES).toEqual({ sites: 2500, nationalPartners: 9 });
  });
});
