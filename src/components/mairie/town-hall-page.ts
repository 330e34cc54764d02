// The town hall page's own behaviour in one module, loaded by its one <script>: the open-now status (MairieHours),
// the map (MairieMap), the newer reviews (MairieReviews), the visit beacon (VisitBeacon) and the hydration of its
// dialogs on first use (LazyIsland). One file rather than one per component: one request, and one gzip stream
// (about 1 kB less than five small modules).
import './opening-status.ts';
import './mairie-map.ts';
import './new-reviews.ts';
import '../../islands/hydrate.ts';
import './visit-beacon.ts';
