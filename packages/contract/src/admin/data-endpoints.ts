import {
  adminAssignInputSchema,
  adminNotificationInputSchema,
  adminOrganisationInputSchema,
  adminOrganisationListSchema,
  adminUserInputSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  bulkSeedInputSchema,
  bulkSeedResultSchema,
} from './accounts';
import {
  adminCourseBulkInputSchema,
  adminCourseBulkResultSchema,
  adminCourseInputSchema,
  adminCourseListSchema,
  adminCourseQuerySchema,
  adminCourseSchema,
} from '../course/admin';
import { organisationSchema } from '../organisations/schemas';
import { adminQuestionBulkInputSchema, adminQuestionBulkResultSchema } from '../practice/bank';
import { storedNotificationSchema } from '../state';
import { admin, type AdminEndpointDef } from './endpoint';

/** The data routes: users, notifications, organisations, the bulk seed, courses and questions. */
export const adminDataEndpoints = {
  users: admin({
    method: 'GET',
    path: '/__admin/users',
    summary:
      'users whose username, name, phone, mail or student number contains `search`, oldest first, without password hashes',
    query: adminUserQuerySchema,
    response: adminUserListSchema,
    errors: ['badRequest'],
  }),
  addUser: admin({
    method: 'POST',
    path: '/__admin/users',
    summary:
      'adds a [user](#users-notifications-and-organisations); 409 when its username, phone, mail or student number is taken, 404 for an unknown organisation',
    body: adminUserInputSchema,
    input: 'user',
    status: 201,
    response: adminUserSchema,
    errors: ['badRequest', 'conflict', 'notFound'],
  }),
  addNotification: admin({
    method: 'POST',
    path: '/__admin/notifications',
    summary: 'one notification for a user (unread unless `status` is 1); 404 for no such user',
    body: adminNotificationInputSchema,
    input: 'notification',
    status: 201,
    response: storedNotificationSchema,
    errors: ['badRequest', 'notFound'],
  }),
  organisations: admin({
    method: 'GET',
    path: '/__admin/organisations',
    summary: 'every organisation with its member count',
    response: adminOrganisationListSchema,
    errors: [],
  }),
  addOrganisation: admin({
    method: 'POST',
    path: '/__admin/organisations',
    summary: 'adds an organisation; 409 when the name exists',
    body: adminOrganisationInputSchema,
    input: 'organisation',
    status: 201,
    response: organisationSchema,
    errors: ['badRequest', 'conflict'],
  }),
  assignOrganisation: admin({
    method: 'POST',
    path: '/__admin/organisations/assign',
    summary:
      'makes a user a member (and, with `current` or when it had none, puts it in that organisation); 404 for an unknown user or organisation',
    body: adminAssignInputSchema,
    input: 'assignment',
    response: adminUserSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seed: admin({
    method: 'POST',
    path: '/__admin/seed',
    summary:
      '[bulk seed](#bulk-seed): organisations, users and notifications at once (up to 200 MB), all or nothing (409 / 404 and nothing added)',
    body: bulkSeedInputSchema,
    input: 'seed',
    status: 201,
    response: bulkSeedResultSchema,
    errors: ['badRequest', 'conflict', 'notFound'],
  }),
  courses: admin({
    method: 'GET',
    path: '/__admin/courses',
    summary:
      'courses whose name contains `keyword` (any case), of `tag` when given, newest first, with teacher and member counts',
    query: adminCourseQuerySchema,
    response: adminCourseListSchema,
    errors: ['badRequest'],
  }),
  addCourse: admin({
    method: 'POST',
    path: '/__admin/courses',
    summary:
      'adds a course to the catalogue (tag 1-4, default 1) taught by a teacher account; 404 for no such user, 400 when it is not a teacher',
    body: adminCourseInputSchema,
    input: 'course',
    status: 201,
    response: adminCourseSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seedCourses: admin({
    method: 'POST',
    path: '/__admin/courses/bulk',
    summary:
      'adds up to 100,000 courses at once, all or nothing (404 / 400 for a teacher, and nothing added)',
    body: adminCourseBulkInputSchema,
    input: 'courses',
    status: 201,
    response: adminCourseBulkResultSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seedQuestions: admin({
    method: 'POST',
    path: '/__admin/questions/bulk',
    summary:
      'adds up to 500 questions to existing sets of the question bank, with the next free ids, all or nothing (400 for an unknown set or a bad question, and nothing added)',
    body: adminQuestionBulkInputSchema,
    input: 'questions',
    status: 201,
    response: adminQuestionBulkResultSchema,
    errors: ['badRequest'],
  }),
} as const satisfies Record<string, AdminEndpointDef>;
