// POST /api/nearest — email, address and optionally the browser's chosen point: finds the nearest
// eligible town hall, stores the request (SPEC §7 contact_form_submissions) and e-mails its details. The mail
// names the address only as the national address API labels it, never as typed (no relay of visitor text).
import { MESSAGES } from '../src/domain/messages.ts';
import { NearestSchema } from '../src/schemas/nearest.ts';
import { HttpError } from './_lib/http/errors.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { logError } from './_lib/core/log.ts';
import { geocodeAddress, GeocoderError, reverseGeocode, type GeocodedAddress } from './_lib/geocode/geocode.ts';
import { nearestMail } from './_lib/mail/templates.ts';
import { findNearestMairie } from './_lib/geocode/nearest.ts';
import { getMairieCard } from '../src/data/queries/mairies.ts';
import { insertNearestSubmission } from '../src/data/queries/nearest-submissions.ts';
import { enforceRecipientLimit } from './_lib/limits/send-limits.ts';
import { enqueueAll } from './_lib/forms/submit.ts';

export const config = { path: '/api/nearest' };

export const createHandler = defineForm({
  kind: 'nearest',
  schema: NearestSchema,
  failureMessage: MESSAGES.nearestFailed,
  async handle(input, ctx) {
    const { deps } = ctx;
    let point: GeocodedAddress | null;
    if ('latitude' in input) {
      const browserPoint = { lat: input.latitude, lon: input.longitude };
      point = { ...browserPoint, label: await reverseGeocode(browserPoint, deps.config.addressApiUrl, deps.fetch) };
    } else {
      point = await geocodeAddress(input.address, deps.config.addressApiUrl, deps.fetch).catch((error: unknown) => {
        if (!(error instanceof GeocoderError)) throw error;
        logError('[nearest] geocoding failed:', error.message);
        throw new HttpError(502, 'geocoder_failed', MESSAGES.nearestFailed);
      });
    }
    if (!point) throw new HttpError(422, 'address_not_found', MESSAGES.addressNotFound);
    const nearest = await findNearestMairie(ctx.db, point, deps.now());
    const mairie = nearest && (await getMairieCard(ctx.db, nearest.item.id));
    if (!nearest || !mairie) throw new HttpError(422, 'no_nearby_mairie', MESSAGES.noNearbyMairie);
    // Only a mail about to be sent counts: a mistyped address does not use up the recipient's day.
    await enforceRecipientLimit(ctx, input.email);
    await ctx.db.transaction(async (tx) => {
      const id = await insertNearestSubmission(tx, {
        email: input.email,
        address: input.address,
        mairieId: mairie.id,
        distance: nearest.distance,
      });
      await enqueueAll(tx, ctx, 'nearest', id, [nearestMail(deps.config, mairie, nearest, input.email, point.label)]);
    });
  },
});

export default createHandler(productionDeps());
