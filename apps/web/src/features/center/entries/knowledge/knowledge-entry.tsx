import { useQuery } from '@tanstack/react-query';
import { Progress, Select, Tree, type TreeDataNode } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpoints, type KnowledgePoint } from '@shui/contract';
import { paths } from '../../../../config/paths';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { EntryCard, EntryEmpty, EntryError, EntryLoading } from '../../components/entry-states';
import { myCourseKeys, useMyCourses } from '../courses/courses-api';

export const knowledgeKeys = {
  course: (courseId: number) => ['center', 'knowledge', courseId] as const,
};

/** GET /portal/course/knowledge?courseId=: the course's knowledge points with the user's mastery. */
const getKnowledge = (courseId: number, signal?: AbortSignal): Promise<KnowledgePoint[]> =>
  call(endpoints.knowledgePoints, { query: { courseId }, signal });

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
  const key = knowledgeKeys.course(courseId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getKnowledge(courseId, signal) });
  if (query.isPending) return <EntryLoading label={t('knowledge.loading')} rows={2} />;
  if (query.isError)
    return (
      <EntryError
        text={t('knowledge.failed')}
        onRetry={() => void queryClient.resetQueries({ queryKey: key })}
      />
    );
  if (query.data.length === 0) return <EntryEmpty text={t('knowledge.emptyCourse')} />;
  return (
    <Tree
      className="shui-center__tree"
      aria-label={t('knowledge.treeLabel')}
      treeData={toTree(query.data)}
      defaultExpandedKeys={keysOf(query.data)}
      selectable={false}
      blockNode
    />
  );
}

/** Entry 'k': per course the user takes, its knowledge points as a tree with the user's mastery. */
export default function KnowledgeEntry() {
  const { t } = useTranslation('center');
  const courseLabel = useId();
  const courses = useMyCourses();
  const [picked, setPicked] = useState<number | null>(null);
  const courseId = picked ?? courses.data?.[0]?.courseId ?? null;

  return (
    <EntryCard id="shui-center-knowledge" title={t('knowledge.title')}>
      {courses.isPending ? (
        <EntryLoading label={t('knowledge.loadingCourses')} rows={1} />
      ) : courses.isError ? (
        <EntryError
          text={t('knowledge.coursesFailed')}
          onRetry={() => void queryClient.resetQueries({ queryKey: myCourseKeys.all })}
        />
      ) : courseId === null ? (
        <EntryEmpty text={t('knowledge.noCourse')}>
          <Link to={paths.moocCourseList}>{t('courses.browse')}</Link>
        </EntryEmpty>
      ) : (
        <div className="shui-center__stack">
          <div className="shui-center__filters">
            <div className="shui-center__filter">
              <span id={courseLabel}>{t('knowledge.course')}</span>
              <Select<number>
                aria-labelledby={courseLabel}
                value={courseId}
                onChange={setPicked}
                options={courses.data.map((c) => ({ value: c.courseId, label: c.courseName }))}
              />
            </div>
          </div>
          <p className="shui-center__meta">{t('knowledge.hint')}</p>
          <KnowledgeTree key={courseId} courseId={courseId} />
        </div>
      )}
    </EntryCard>
  );
}
