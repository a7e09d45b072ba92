import { courseTagSchema, type CourseTag } from '@shui/contract';
import { ui } from '../../config/ui';

export type PagerSize = (typeof ui.pagerSizes)[number];
export const PAGER_SIZES: readonly PagerSize[] = ui.pagerSizes;
export const DEFAULT_PAGE_SIZE: PagerSize = ui.pagerSizes[0];

/** The longest search the page sends; a longer one from the address is cut. */
export const KEYWORD_MAX_LENGTH = 50;

/** What the course list shows, as the address holds it (`?tag=&keyword=&pageNum=&pageSize=`). */
export interface CourseListSearch {
  tag: CourseTag | null;
  keyword: string;
  pageNum: number;
  pageSize: PagerSize;
}

export const defaultCourseListSearch: CourseListSearch = {
  tag: null,
  keyword: '',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** The list's state from the address; anything missing or not valid takes its default. */
export function readCourseListSearch(params: URLSearchParams): CourseListSearch {
  const tag = positiveInteger(params.get('tag'));
  const size = positiveInteger(params.get('pageSize'));
  return {
    tag: courseTagSchema.safeParse(tag).data ?? null,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    pageNum: positiveInteger(params.get('pageNum')) ?? 1,
    pageSize: (PAGER_SIZES as readonly number[]).includes(size ?? 0)
      ? (size as PagerSize)
      : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for `search`: defaults are left out, so the plain list is plain `/mooc/course/list`. */
export function writeCourseListSearch(search: CourseListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tag !== null) params.set('tag', String(search.tag));
  const keyword = search.keyword.trim().slice(0, KEYWORD_MAX_LENGTH);
  if (keyword !== '') params.set('keyword', keyword);
  if (search.pageNum > 1) params.set('pageNum', String(search.pageNum));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(search.pageSize));
  return params;
}

/** Whether the list is narrowed by a tag or a search (the empty state then offers to clear them). */
export const isFiltered = (search: CourseListSearch): boolean => search.tag !== null || search.keyword !== '';

/** The last page that has courses, for an address whose page is past the end (a list that shrank). */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** A positive whole id from the address (`courseId`, `lessonId`...), or null. */
export const idFromAddress = (value: string | null | undefined): number | null =>
  positiveInteger(value ?? null);
