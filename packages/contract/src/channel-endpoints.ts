import { endpoint, type EndpointDef } from './endpoint-def';
import {
  channelDatasetQuerySchema,
  channelDatasetSchema,
  channelDetailSchema,
  channelListSchema,
  channelNoticePageSchema,
  channelNoticesQuerySchema,
  channelQuerySchema,
  channelRankingsSchema,
  institutionQuerySchema,
  institutionSchema,
} from './channel';
import { extensionPaths } from './extension-paths';

/**
 * The channel area and the institutions' course pages (extensions: spec section 2 names the pages, not
 * their calls). Public reads, as the pages are open to visitors; an unknown key answers 404 / 40400.
 */
export const channelEndpoints = {
  channelList: endpoint({
    method: 'GET',
    path: extensionPaths.channelList,
    access: 'public',
    extension: true,
    summary: 'The channels of /channel: key, title, summary, last update',
    data: channelListSchema,
    chosen: 'the whole call',
    errors: [],
  }),
  channelDetail: endpoint({
    method: 'GET',
    path: extensionPaths.channelDetail,
    access: 'public',
    extension: true,
    summary: "A channel's page: banner, rich text (sanitised by the portal) and its videos",
    query: channelQuerySchema,
    data: channelDetailSchema,
    chosen: 'the whole call; contentHtml is unsanitised rich text, as a CMS stores it',
    errors: ['badRequest', 'notFound'],
  }),
  channelNotices: endpoint({
    method: 'GET',
    path: extensionPaths.channelNotices,
    access: 'public',
    extension: true,
    summary: "A channel's notices, newest first, one page (pageNum from 1; pageSize 10, 20, 30 or 50)",
    query: channelNoticesQuerySchema,
    data: channelNoticePageSchema,
    chosen: 'the whole call; a page past the last answers an empty list with the total',
    errors: ['badRequest', 'notFound'],
  }),
  channelRankings: endpoint({
    method: 'GET',
    path: extensionPaths.channelRankings,
    access: 'public',
    extension: true,
    summary: "A channel's ranking (title, num; highest first) and hot list (newest first)",
    query: channelQuerySchema,
    data: channelRankingsSchema,
    chosen: 'the whole call',
    errors: ['badRequest', 'notFound'],
  }),
  channelDataset: endpoint({
    method: 'GET',
    path: extensionPaths.channelDataset,
    access: 'public',
    extension: true,
    summary: 'The data sets of /channel/{product}-dataset, with a rich-text introduction',
    query: channelDatasetQuerySchema,
    data: channelDatasetSchema,
    chosen: 'the whole call',
    errors: ['badRequest', 'notFound'],
  }),
  institutionDetail: endpoint({
    method: 'GET',
    path: extensionPaths.institutionDetail,
    access: 'public',
    extension: true,
    summary: "An institution's first computer course (/cs101, /guet, /seu): intro, chapters, teachers",
    query: institutionQuerySchema,
    data: institutionSchema,
    chosen: 'the whole call; courseId only while the course hall has that course',
    errors: ['badRequest', 'notFound'],
  }),
} as const satisfies Record<string, EndpointDef>;
