import { Input, Radio, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  questionStatusSchema,
  questionTypeSchema,
  type Difficulty,
  type QuestionSetSummary,
  type QuestionStatus,
  type QuestionType,
} from '@shui/contract';
import { KEYWORD_MAX_LENGTH, type QuestionSearch } from '../question-search';

export interface QuestionFiltersProps {
  search: QuestionSearch;
  sets: QuestionSetSummary[];
  tags: string[];
  /** The status filter is offered to a logged-in caller only (a visitor has no standing). */
  loggedIn: boolean;
  onChange: (patch: Partial<QuestionSearch>) => void;
}

const ALL = 'all';
const DIFFICULTIES: Difficulty[] = [1, 2, 3];

/** The list's filters: set, type, difficulty, status, tag, and a search in titles and tags. */
export function QuestionFilters({ search, sets, tags, loggedIn, onChange }: QuestionFiltersProps) {
  const { t } = useTranslation('practice');
  const id = useId();
  return (
    <div className="shui-practice-filters" role="search" aria-label={t('list.filters')}>
      <div className="shui-practice-filters__row">
        <span id={`${id}-type`} className="shui-practice-filters__label">
          {t('list.type')}
        </span>
        <Radio.Group
          aria-labelledby={`${id}-type`}
          optionType="button"
          buttonStyle="solid"
          value={search.type ?? ALL}
          onChange={(event) => {
            const value = String(event.target.value);
            onChange({ type: value === ALL ? null : (value as QuestionType) });
          }}
          options={[
            { value: ALL, label: t('list.all') },
            ...questionTypeSchema.options.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ]}
        />
      </div>
      <div className="shui-practice-filters__row">
        <span id={`${id}-difficulty`} className="shui-practice-filters__label">
          {t('list.difficulty')}
        </span>
        <Radio.Group
          aria-labelledby={`${id}-difficulty`}
          optionType="button"
          buttonStyle="solid"
          value={search.difficulty === null ? ALL : String(search.difficulty)}
          onChange={(event) => {
            const value = String(event.target.value);
            onChange({ difficulty: value === ALL ? null : (Number(value) as Difficulty) });
          }}
          options={[
            { value: ALL, label: t('list.all') },
            ...DIFFICULTIES.map((d) => ({ value: String(d), label: t(`difficulty.${d}`) })),
          ]}
        />
      </div>
      <div className="shui-practice-filters__selects">
        <label className="shui-practice-filters__field">
          <span className="shui-practice-filters__label">{t('list.set')}</span>
          <Select
            aria-label={t('list.set')}
            value={search.setId ?? ALL}
            onChange={(value: number | string) => onChange({ setId: value === ALL ? null : Number(value) })}
            options={[
              { value: ALL, label: t('list.allSets') },
              ...sets.map((set) => ({ value: set.setId, label: set.title })),
            ]}
            popupMatchSelectWidth={false}
          />
        </label>
        {loggedIn && (
          <label className="shui-practice-filters__field">
            <span className="shui-practice-filters__label">{t('list.status')}</span>
            <Select
              aria-label={t('list.status')}
              value={search.status ?? ALL}
              onChange={(value: string) =>
                onChange({ status: value === ALL ? null : (value as QuestionStatus) })
              }
              options={[
                { value: ALL, label: t('list.all') },
                ...questionStatusSchema.options.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                })),
              ]}
              popupMatchSelectWidth={false}
            />
          </label>
        )}
        <label className="shui-practice-filters__field">
          <span className="shui-practice-filters__label">{t('list.tag')}</span>
          <Select
            aria-label={t('list.tag')}
            showSearch
            value={search.tag ?? ALL}
            onChange={(value: string) => onChange({ tag: value === ALL ? null : value })}
            options={[
              { value: ALL, label: t('list.allTags') },
              ...tags.map((tag) => ({ value: tag, label: tag })),
            ]}
            popupMatchSelectWidth={false}
          />
        </label>
        <Input.Search
          // A new address (back, forward, clear filters) puts its keyword into the box.
          key={search.keyword}
          className="shui-practice-filters__search"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          defaultValue={search.keyword}
          maxLength={KEYWORD_MAX_LENGTH}
          allowClear
          enterButton={t('list.search')}
          onSearch={(value) => onChange({ keyword: value.trim() })}
        />
      </div>
    </div>
  );
}
