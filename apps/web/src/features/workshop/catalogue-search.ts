import { WORKSHOP_KEYWORD_MAX, WORKSHOP_KINDS, type WorkshopKind } from '@shui/contract';

/** The catalogue's filters as the address holds them: ?kind=&keyword=&page= */
export interface CatalogueSearch {
  kind: WorkshopKind | null;
  keyword: string;
  pageNum: number;
}

/** Cards a page of the catalogue shows. */
export const CATALOGUE_PAGE_SIZE = 10;

export const defaultCatalogueSearch: CatalogueSearch = { kind: null, keyword: '', pageNum: 1 };

const isKind = (value: string | null): value is WorkshopKind =>
  value !== null && (WORKSHOP_KINDS as readonly string[]).includes(value);

/** The search of an address; anything it cannot use is left at its default. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: isKind(kind) ? kind : null,
    keyword: (params.get('keyword') ?? '').trim().slice(0, WORKSHOP_KEYWORD_MAX),
    pageNum: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's query of a search: only what differs from the defaults. */
export function writeCatalogueSearch(search: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.kind) params.set('kind', search.kind);
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.pageNum > 1) params.set('page', String(search.pageNum));
  return params;
}

export const isFiltered = (search: CatalogueSearch): boolean => search.kind !== null || search.keyword !== '';
