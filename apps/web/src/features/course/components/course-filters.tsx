import { Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { courseTagValues, type CourseTag } from '@shui/contract';
import { KEYWORD_MAX_LENGTH } from '../course-list-search';

export interface CourseFiltersProps {
  tag: CourseTag | null;
  keyword: string;
  onTag: (tag: CourseTag | null) => void;
  onSearch: (keyword: string) => void;
}

const ALL = 'all';

/** The catalogue's filters: one tag type (or all) and a search by name. */
export function CourseFilters({ tag, keyword, onTag, onSearch }: CourseFiltersProps) {
  const { t } = useTranslation('course');
  const id = useId();
  return (
    <div className="shui-course-filters" role="search" aria-label={t('list.filters')}>
      <div className="shui-course-filters__tags">
        <span id={`${id}-tag`} className="shui-course-filters__label">
          {t('list.tagLabel')}
        </span>
        <Radio.Group
          aria-labelledby={`${id}-tag`}
          optionType="button"
          buttonStyle="solid"
          value={tag === null ? ALL : String(tag)}
          onChange={(event) => {
            const value = String(event.target.value);
            onTag(value === ALL ? null : (Number(value) as CourseTag));
          }}
          options={[
            { value: ALL, label: t('list.allTags') },
            ...courseTagValues.map((value) => ({ value: String(value), label: t(`tags.${value}`) })),
          ]}
        />
      </div>
      <Input.Search
        // A new address (back, forward, clear filters) puts its keyword into the box.
        key={keyword}
        className="shui-course-filters__search"
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        defaultValue={keyword}
        maxLength={KEYWORD_MAX_LENGTH}
        allowClear
        enterButton={t('list.search')}
        onSearch={(value) => onSearch(value.trim())}
      />
    </div>
  );
}
