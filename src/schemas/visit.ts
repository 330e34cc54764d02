// Visit beacon body (SPEC §7 POST mairie_visits): `{"mairie_id":123}`.
import * as z from 'zod';
import { mairieId } from './fields.ts';

export const VisitSchema = z.object({ mairie_id: mairieId() });
