/**
 * The status page's API paths (docs/status-page.md), under /{brand segment}/api/: part of `API`
 * (contract/http/api-paths.ts).
 */
export const STATUS_API = {
  status: {
    /** GET: StatusBody, public: the measured components and the last 90 days' incidents. */
    page: 'status/',
    /** GET: OpenIncidentsBody, public: the incidents still open (the app's banner). */
    open: 'status/open/',
    /** GET: AdminIncidentsBody, admins: every incident of the 90 days with its updates. */
    adminList: 'admin/status/incidents/',
    /** POST incidentCreateRequest { title, component, severity, message }: Incident. */
    adminCreate: 'admin/status/incidents/create/',
    /** POST incidentUpdateRequest { id, message }: Incident, an update while it is open. */
    adminUpdate: 'admin/status/incidents/update/',
    /** POST incidentUpdateRequest { id, message }: Incident, resolved with its last words. */
    adminResolve: 'admin/status/incidents/resolve/',
  },
} as const;
