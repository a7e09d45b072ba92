import { channelMessages } from './schemas';

/** What the channel calls' handlers add to the errors of their shape (apps/fake-api/src/channel). */
export const channelNotFound = {
  code: 'notFound',
  msg: channelMessages.channelNotFound,
  when: 'no channel has this key',
} as const;
export const datasetNotFound = {
  code: 'notFound',
  msg: channelMessages.datasetNotFound,
  when: 'no product has data sets here',
} as const;
export const institutionNotFound = {
  code: 'notFound',
  msg: channelMessages.institutionNotFound,
  when: 'no institution has this key (cs101, guet and seu have one)',
} as const;
