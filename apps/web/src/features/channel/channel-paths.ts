import { CHANNEL_KEYS, INSTITUTION_SCHOOLS, type ChannelKey, type InstitutionSchool } from '@shui/contract';
import { paths, type RouteTitleKey } from '../../config/paths';

/** The route of a channel: its key, but excellentclass-video lives at /channel/excellentclass/video. */
export const channelPath = (key: ChannelKey): string =>
  `${paths.channel}/${key === 'excellentclass-video' ? 'excellentclass/video' : key}`;

const isChannelKey = (value: string): value is ChannelKey =>
  (CHANNEL_KEYS as readonly string[]).includes(value);

/** The channel a path below /channel shows (`/channel/excellentclass/video` -> excellentclass-video). */
export function channelKeyFromPath(pathname: string): ChannelKey | null {
  const prefix = `${paths.channel}/`;
  if (!pathname.startsWith(prefix)) return null;
  const key = pathname.slice(prefix.length).replace(/\/+$/, '').replace('/', '-');
  return isChannelKey(key) ? key : null;
}

/** Each channel's title in the route table (`routes.*` of the common namespace). */
export const channelTitleKeys: Record<ChannelKey, RouteTitleKey> = {
  nourish: 'channelNourish',
  dase: 'channelDase',
  digitalization: 'channelDigitalization',
  virtuallab: 'channelVirtuallab',
  'first-class': 'channelFirstClass',
  openeducation: 'channelOpeneducation',
  fintech: 'channelFintech',
  edutech: 'channelEdutech',
  excellentclass: 'channelExcellentclass',
  'excellentclass-video': 'channelExcellentclassVideo',
};

/** The {product} of a /channel/{product}-dataset segment, or null when the segment is not one. */
export function datasetProduct(segment: string): string | null {
  const match = /^([a-z0-9][a-z0-9-]*)-dataset$/.exec(segment);
  return match?.[1] ?? null;
}

/** The institution of /cs101, /guet or /seu. */
export function institutionFromPath(pathname: string): InstitutionSchool | null {
  const school = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return (INSTITUTION_SCHOOLS as readonly string[]).includes(school) ? (school as InstitutionSchool) : null;
}
