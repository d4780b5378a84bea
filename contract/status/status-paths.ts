/**
 * The status page's API paths (docs/status-page.md), under /{brand segment}/api/. Kept out of `API`
 * (contract/http/api-paths.ts), which every page's first load carries, and named apart from the `paths.ts` files that
 * join it in one chunk (vite.config.ts): only the status page, its banner and the admin screen, all loaded
 * later, import it.
 */
export const STATUS_API = {
  status: {
    /** GET: StatusBody, public: the measured components and the last 90 days' incidents. */
    page: 'status/',
    /** GET: OpenIncidentsBody, public: the incidents still open (the app's banner). */
    open: 'status/open/',
    /** GET: AdminIncidentsBody, admins: every incident of the 90 days with its updates. */
    adminList: 'admin/status/',
    /** POST incidentCreateRequest { title, component, severity, message }: Incident. */
    adminCreate: 'admin/status/open/',
    /** POST incidentUpdateRequest { id, message }: Incident, an update while it is open. */
    adminUpdate: 'admin/status/update/',
    /** POST incidentUpdateRequest { id, message }: Incident, resolved with its last words. */
    adminResolve: 'admin/status/resolve/',
  },
} as const;
