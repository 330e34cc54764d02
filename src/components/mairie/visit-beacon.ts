// Browser: one visit per town hall page view, POST /api/visit with body {"mairie_id":N} (SPEC §7).
const id = Number(document.querySelector<HTMLElement>('[data-visit-mairie-id]')?.dataset.visitMairieId);
if (Number.isInteger(id) && id > 0) navigator.sendBeacon?.('/api/visit', JSON.stringify({ mairie_id: id }));
