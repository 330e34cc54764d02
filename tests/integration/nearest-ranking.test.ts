// The nearest-by-e-mail answer on a real database: equipped town halls first (within a 30 km detour), never one
// known not to be equipped, and the mail says the suggested town hall's equipment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNearestMairie } from '../../functions/_lib/geocode/nearest.ts';
import { nearestMail } from '../../functions/_lib/mail/templates.ts';
import { getMairieCard, listMairies, listNearestCandidates } from '../../src/data/queries/mairies.ts';
import { EQUIPMENT_STATES, isSuggestable } from '../../src/domain/equipment.ts';
import { insertMairie, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;
const ids: Record<string, number> = {};
// Bourg-en-Bresse's centre; each town hall a little further east (0.01° of longitude ≈ 0.77 km here).
const ORIGIN = { lat: 46.2052, lon: 5.2255 };
const east = (km: number) => ({ latitude: ORIGIN.lat, longitude: ORIGIN.lon + km / 77 });

beforeAll(async () => {
  bench = await startBench();
  ids.refuses = await insertMairie(bench.db, { nom: 'Mairie qui refuse', ...east(0.5), equipped: 'not_equipped' });
  ids.unknown = await insertMairie(bench.db, { nom: 'Mairie non confirmée', ...east(2), equipped: 'unknown' });
  ids.equipped = await insertMairie(bench.db, { nom: 'Mairie équipée', ...east(12), equipped: 'equipped' });
  ids.far = await insertMairie(bench.db, { nom: 'Mairie équipée lointaine', ...east(60), equipped: 'equipped' });
  // To confirm, beyond the detour of the nearest: never the answer here, but a candidate (issue 33).
  ids.toConfirm = await insertMairie(bench.db, { nom: 'Mairie à confirmer', ...east(45), equipped: 'to_confirm' });
});
afterAll(async () => bench?.close());

describe('the nearest-by-e-mail answer', () => {
  it('suggests the nearest equipped town hall within the detour, never a not-equipped one', async () => {
    const found = await findNearestMairie(bench.db, ORIGIN, new Date('2026-01-01T00:00:00Z'));
    expect(found?.item.id).toBe(ids.equipped);
    expect(found?.distance).toBeCloseTo(12, 0);
    // An unconfirmed town hall is nearer: it may take applications too, and the mail says so (issue 39).
    expect(found?.closerMay).toBe(true);
    const mail = nearestMail(
      bench.config,
      (await getMairieCard(bench.db, ids.equipped))!,
      found!,
      'u@example.fr',
      null,
    );
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      "La mairie la plus proche de l'adresse que vous avez indiquée connue pour prendre les demandes de passeport est la mairie équipée, à 12,0 km ; d'autres, plus proches, peuvent aussi les prendre : le site officiel rendezvouspasseport.ants.gouv.fr indique celles qui les prennent et leurs rendez-vous libres.",
    );
  });

  it('falls back on the nearest unconfirmed one when no equipped town hall is within the detour', async () => {
    // 200 km west, next to a lone unconfirmed town hall: the nearest equipped one is ~212 km away.
    const west = { lat: ORIGIN.lat, lon: ORIGIN.lon - 200 / 77 };
    const lone = await insertMairie(bench.db, {
      nom: 'Mairie isolée',
      latitude: west.lat,
      longitude: west.lon + 1 / 77,
    });
    // A new clock past the index's 10 minutes, so that the new town hall is in it.
    const found = await findNearestMairie(bench.db, west, new Date('2026-01-02T00:00:00Z'));
    expect(found?.item.id).toBe(lone);
    expect(found?.item.equipped).toBe('unknown');
  });

  it("says the suggested town hall's equipment in the mail", async () => {
    const card = await getMairieCard(bench.db, ids.equipped);
    const mail = nearestMail(bench.config, card!, { distance: 12, closerMay: false }, 'user@example.fr', null);
    expect(JSON.stringify(mail)).toContain('Équipée pour les passeports');
    const unknown = nearestMail(
      bench.config,
      (await getMairieCard(bench.db, ids.unknown))!,
      { distance: 2, closerMay: false },
      'user@example.fr',
      null,
    );
    expect(JSON.stringify(unknown)).toContain('Équipement passeport non confirmé');
  });

  it('gives no distance to 0.1 km to a town hall whose position is approximate', async () => {
    const AT_12_3 = { distance: 12.3, closerMay: false };
    const exact = nearestMail(
      bench.config,
      (await getMairieCard(bench.db, ids.equipped))!,
      AT_12_3,
      'u@example.fr',
      null,
    );
    expect(JSON.stringify(exact)).toContain('12,3 km');
    await bench.db.query('update mairies set position_approximate = true where id = $1', [ids.equipped]);
    const mail = nearestMail(
      bench.config,
      (await getMairieCard(bench.db, ids.equipped))!,
      AT_12_3,
      'u@example.fr',
      null,
    );
    expect(JSON.stringify(mail)).toContain('environ 12 km');
    expect(JSON.stringify(mail)).not.toContain('12,3 km');
  });

  it("selects as candidates exactly the town halls the pages' isSuggestable accepts (SQL and JavaScript agree)", async () => {
    const candidates = new Set((await listNearestCandidates(bench.db)).map((c) => c.id));
    const placed = (await listMairies(bench.db)).filter((m) => m.latitude !== null);
    expect(new Set(placed.map((m) => m.equipped))).toEqual(new Set(EQUIPMENT_STATES));
    for (const m of placed) expect(candidates.has(m.id), `${m.nom} (${m.equipped})`).toBe(isSuggestable(m));
  });

  it('stores exactly the equipment states the domain lists', async () => {
    const id = await insertMairie(bench.db, { nom: 'Mairie des états' });
    for (const state of EQUIPMENT_STATES)
      await expect(
        bench.db.query('update mairies set equipped = $2 where id = $1', [id, state]),
      ).resolves.toBeDefined();
    await expect(bench.db.query(`update mairies set equipped = 'maybe' where id = $1`, [id])).rejects.toThrow();
    // And no other: the check constraint lists the domain's states, no more.
    const { rows } = await bench.db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'mairies_equipped_check'`,
    );
    const allowed = [...rows[0].def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual([...EQUIPMENT_STATES].sort());
  });
});
