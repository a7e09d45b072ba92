import type { EndpointDef } from '../core/endpoint';
import { courseCatalogueEndpoints } from './catalogue-endpoints';
import { courseCentreEndpoints } from './centre-endpoints';
import { courseLearningEndpoints } from './learning-endpoints';

/**
 * The course domain's calls (course hall, lessons, personal centre): extensions, see course.ts and
 * docs/decisions.md 35.
 */
export const courseEndpoints = {
  ...courseCatalogueEndpoints,
  ...courseLearningEndpoints,
  ...courseCentreEndpoints,
} as const satisfies Record<string, EndpointDef>;
