import {
  difficultySchema,
  questionListDefaults,
  questionPageSizes,
  questionStatusSchema,
  questionTypeSchema,
  type Difficulty,
  type QuestionListQuery,
  type QuestionStatus,
  type QuestionType,
} from '@shui/contract';

export type QuestionPageSize = (typeof questionPageSizes)[number];

/** The longest search the page sends (the contract's); a longer one from the address is cut. */
export const KEYWORD_MAX_LENGTH = 50;
const TAG_MAX_LENGTH = 12;

/**
 * What the question list shows, as the address holds it:
 * `?setId=&type=&difficulty=&status=&tag=&keyword=&pageNum=&pageSize=`.
 */
export interface QuestionSearch {
  setId: number | null;
  type: QuestionType | null;
  difficulty: Difficulty | null;
  /** The caller's standing: only with a token (a visitor's address ignores it). */
  status: QuestionStatus | null;
  tag: string | null;
  keyword: string;
  pageNum: number;
  pageSize: QuestionPageSize;
}

export const defaultQuestionSearch: QuestionSearch = {
  setId: null,
  type: null,
  difficulty: null,
  status: null,
  tag: null,
  keyword: '',
  pageNum: 1,
  pageSize: questionListDefaults.pageSize,
};

/** A positive whole number from the address (an id, a page), or null. */
export function positiveInteger(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** The list's state from the address; anything missing or not valid takes its default. */
export function readQuestionSearch(params: URLSearchParams): QuestionSearch {
  const size = positiveInteger(params.get('pageSize'));
  const tag = (params.get('tag') ?? '').trim();
  return {
    setId: positiveInteger(params.get('setId')),
    type: questionTypeSchema.safeParse(params.get('type')).data ?? null,
    difficulty: difficultySchema.safeParse(positiveInteger(params.get('difficulty'))).data ?? null,
    status: questionStatusSchema.safeParse(params.get('status')).data ?? null,
    tag: tag === '' || tag.length > TAG_MAX_LENGTH ? null : tag,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    pageNum: positiveInteger(params.get('pageNum')) ?? 1,
    pageSize: (questionPageSizes as readonly number[]).includes(size ?? 0)
      ? (size as QuestionPageSize)
      : defaultQuestionSearch.pageSize,
  };
}

/** The address's query for `search`; defaults are left out, so the plain list is a plain address. */
export function writeQuestionSearch(search: QuestionSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.setId !== null) params.set('setId', String(search.setId));
  if (search.type !== null) params.set('type', search.type);
  if (search.difficulty !== null) params.set('difficulty', String(search.difficulty));
  if (search.status !== null) params.set('status', search.status);
  if (search.tag !== null) params.set('tag', search.tag);
  const keyword = search.keyword.trim().slice(0, KEYWORD_MAX_LENGTH);
  if (keyword !== '') params.set('keyword', keyword);
  if (search.pageNum > 1) params.set('pageNum', String(search.pageNum));
  if (search.pageSize !== defaultQuestionSearch.pageSize) params.set('pageSize', String(search.pageSize));
  return params;
}

/** What the list call asks: the status filter only for a logged-in caller (a visitor's would be a 400). */
export function listQuery(search: QuestionSearch, loggedIn: boolean): QuestionListQuery {
  return {
    ...(search.setId === null ? {} : { setId: search.setId }),
    ...(search.type === null ? {} : { type: search.type }),
    ...(search.difficulty === null ? {} : { difficulty: search.difficulty }),
    ...(search.status === null || !loggedIn ? {} : { status: search.status }),
    ...(search.tag === null ? {} : { tag: search.tag }),
    ...(search.keyword === '' ? {} : { keyword: search.keyword }),
    pageNum: search.pageNum,
    pageSize: search.pageSize,
  };
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export const isFiltered = (search: QuestionSearch, loggedIn: boolean): boolean =>
  search.setId !== null ||
  search.type !== null ||
  search.difficulty !== null ||
  (loggedIn && search.status !== null) ||
  search.tag !== null ||
  search.keyword !== '';

/** The last page that has questions, for an address past the end. */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
