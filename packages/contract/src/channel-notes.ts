import { channelMessages } from './channel';

/**
 * What the channel calls' handlers add to the errors of their shape (apps/fake-api/src/routes/channel.ts),
 * spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
export const channelEndpointNotes = {
  channelList: { errors: [] },
  channelDetail: {
    errors: [
      {
        code: 'notFound',
        msg: channelMessages.channelNotFound,
        when: 'no channel has this key',
      },
    ],
  },
  channelNotices: {
    errors: [{ code: 'notFound', msg: channelMessages.channelNotFound, when: 'no channel has this key' }],
  },
  channelRankings: {
    errors: [{ code: 'notFound', msg: channelMessages.channelNotFound, when: 'no channel has this key' }],
  },
  channelDataset: {
    errors: [
      { code: 'notFound', msg: channelMessages.datasetNotFound, when: 'no product has data sets here' },
    ],
  },
  institutionDetail: {
    errors: [
      {
        code: 'notFound',
        msg: channelMessages.institutionNotFound,
        when: 'no institution has this key (cs101, guet and seu have one)',
      },
    ],
  },
} as const;
