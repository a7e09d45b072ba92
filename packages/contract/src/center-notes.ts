import { centerMessages as m } from './center';

/**
 * What the personal centre's handlers add to the errors of their shape (spread into `endpointNotes`):
 * apps/fake-api/src/routes/center.ts over store/center.ts, in the order they check them.
 */
export const centerEndpointNotes = {
  centerRegistrations: { errors: [] },
  centerRegistrationCancel: {
    ok: m.cancelOk,
    errors: [
      {
        code: 'notFound',
        msg: m.registrationNotFound,
        when: "no registration has this id, or it is someone else's",
      },
      { code: 'conflict', msg: m.registrationCancelled, when: 'the registration is already cancelled' },
      { code: 'badRequest', msg: m.signupClosed, when: "the event's registration deadline has passed" },
    ],
  },
  centerMeetings: { errors: [] },
  assistantHistory: { errors: [] },
} as const;
