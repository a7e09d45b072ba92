import { serverMessages } from '../core/errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import {
  checkHistoryCourseQuerySchema,
  checkInQuerySchema,
  checkItemListSchema,
  checkItemQuerySchema,
  checkRecordListSchema,
  checkRecordSchema,
} from './schemas';

/** Check-in: the open items, the history and checking in (spec section 7). */
export const checkInEndpoints = {
  checkCurrent: endpoint({
    method: 'GET',
    path: '/portal/student/checkCurrent',
    access: 'user',
    read: true,
    summary: 'Check-in items open now for the student',
    data: checkItemListSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  checkHistory: endpoint({
    method: 'GET',
    path: '/portal/student/checkHistory',
    access: 'user',
    read: true,
    summary: "The student's check-in records",
    data: checkRecordListSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  checkHistoryCourse: endpoint({
    method: 'GET',
    path: '/portal/student/checkHistory/course',
    access: 'user',
    read: true,
    inputs: { query: { courseId: { from: 'checkHistory', pick: '[].courseId' } } },
    summary: "The student's check-in records of one course",
    query: checkHistoryCourseQuerySchema,
    data: checkRecordListSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'badRequest'],
  }),
  checkItems: endpoint({
    method: 'GET',
    path: '/portal/student/check/item',
    access: 'user',
    read: true,
    inputs: { query: { teachclassId: { from: 'checkHistory', pick: '[].teachclassId' } } },
    summary: 'Check-in items of a teaching class',
    query: checkItemQuerySchema,
    data: checkItemListSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'badRequest'],
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/portal/student/check',
    access: 'user',
    bodyKind: 'form',
    summary: 'Check in to an open item; checkItemId in the query or the body',
    query: checkInQuerySchema,
    data: checkRecordSchema,
    chosen: 'the response; checkItemId also read from a JSON body',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'conflict'],
    fails: [
      {
        code: 'notFound',
        msg: serverMessages.checkItemNotFound,
        when: "no item has this id, or it belongs to none of the caller's courses",
      },
      { code: 'badRequest', msg: serverMessages.checkClosed, when: 'the item is not open now' },
      { code: 'conflict', msg: serverMessages.alreadyChecked, when: 'the caller has already checked in' },
    ],
  }),
} as const satisfies Record<string, EndpointDef>;
