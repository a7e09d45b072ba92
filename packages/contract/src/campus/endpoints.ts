import { endpoint, type EndpointDef } from '../core/endpoint';
import { onCampusSchema } from './schemas';

/** Whether the caller is on campus, for the cloud desktop (spec section 7). */
export const campusEndpoints = {
  onCampus: endpoint({
    method: 'GET',
    path: '/portal/network/onCampus',
    access: 'public',
    read: true,
    summary: "Cloud desktop: 'true' when the caller is on campus",
    data: onCampusSchema,
    chosen: 'the whole call',
    errors: [],
  }),
} as const satisfies Record<string, EndpointDef>;
