import { Progress, Select, Tree, type TreeDataNode } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgePoint } from '@shui/contract';
import { paths } from '../../../../config/paths';
import { EntryCard, EntryStates, useEntryTexts } from '../../components/entry-states';
import { useKnowledge } from '../../api/get-knowledge';
import { useMyCourses } from '../../api/get-my-courses';
import { centerKeys } from '../../api/keys';

/** Mastery bands: below 60 to practise, below 85 getting there, else mastered. */
const masteryStatus = (mastery: number) =>
  mastery >= 85 ? 'success' : mastery >= 60 ? 'normal' : mastery > 0 ? 'exception' : 'normal';

function PointTitle({ point }: { point: KnowledgePoint }) {
  const { t } = useTranslation('center');
  return (
    <span className="shui-center__point">
      <span className="shui-center__point-name">{point.name}</span>
      <Progress
        className="shui-center__point-bar"
        percent={point.mastery}
        size="small"
        status={masteryStatus(point.mastery)}
        format={(percent) => t('knowledge.mastery', { percent })}
        aria-label={t('knowledge.masteryLabel', { name: point.name })}
      />
    </span>
  );
}

const toTree = (points: readonly KnowledgePoint[]): TreeDataNode[] =>
  points.map((p) => ({ key: p.pointId, title: <PointTitle point={p} />, children: toTree(p.children) }));

const keysOf = (points: readonly KnowledgePoint[]): number[] =>
  points.flatMap((p) => [p.pointId, ...keysOf(p.children)]);

function KnowledgeTree({ courseId }: { courseId: number }) {
  const { t } = useTranslation('center');
  const { query, queryKey: key } = useKnowledge(courseId);
  const texts = useEntryTexts('knowledge', t('knowledge.emptyCourse'));
  return (
    <EntryStates
      query={query}
      queryKey={key}
      texts={texts}
      isEmpty={(points) => points.length === 0}
      rows={2}
    >
      {(points) => (
        <Tree
          className="shui-center__tree"
          aria-label={t('knowledge.treeLabel')}
          treeData={toTree(points)}
          defaultExpandedKeys={keysOf(points)}
          selectable={false}
          blockNode
        />
      )}
    </EntryStates>
  );
}

/** Entry 'k': per course the user takes, its knowledge points as a tree with the user's mastery. */
export default function KnowledgeEntry() {
  const { t } = useTranslation('center');
  const courseLabel = useId();
  const courses = useMyCourses();
  const [picked, setPicked] = useState<number | null>(null);

  return (
    <EntryCard id="shui-center-knowledge" title={t('knowledge.title')}>
      <EntryStates
        query={courses}
        queryKey={centerKeys.myCourses}
        texts={{
          loading: t('knowledge.loadingCourses'),
          failed: t('knowledge.coursesFailed'),
          empty: t('knowledge.noCourse'),
        }}
        isEmpty={(list) => list.length === 0}
        emptyAction={<Link to={paths.moocCourseList}>{t('courses.browse')}</Link>}
        rows={1}
      >
        {(list) => {
          const courseId = picked ?? list[0]!.courseId;
          return (
            <div className="shui-center__stack">
              <div className="shui-center__filters">
                <div className="shui-center__filter">
                  <span id={courseLabel}>{t('knowledge.course')}</span>
                  <Select<number>
                    aria-labelledby={courseLabel}
                    value={courseId}
                    onChange={setPicked}
                    options={list.map((c) => ({ value: c.courseId, label: c.courseName }))}
                  />
                </div>
              </div>
              <p className="shui-center__meta">{t('knowledge.hint')}</p>
              <KnowledgeTree key={courseId} courseId={courseId} />
            </div>
          );
        }}
      </EntryStates>
    </EntryCard>
  );
}
