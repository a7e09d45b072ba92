import { z } from 'zod';

/**
 * On-campus check for the cloud desktop. Path chosen: GET /portal/network/onCampus -> data 'true' or
 * 'false'. The real backend decides by the caller's address; the fake API answers its setting.
 */
export const onCampusSchema = z.enum(['true', 'false']);
