import { Alert, Button, Pagination, Select, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckItem, CheckRecord } from '@shui/contract';
import {
  EntryCard,
  EntryEmpty,
  EntryError,
  EntryList,
  EntryLoading,
  timeRange,
  useEntryTexts,
  toMinute,
} from '../../components/entry-states';
import {
  filterOptions,
  rowsFromItems,
  rowsFromRecords,
  tally,
  type AttendanceRow,
  type Presence,
} from './attendance-rows';
import { useCheckIn } from '../../api/check-in';
import { retry, useCheckHistory, useClassCheckItems, useOpenCheckIns } from '../../api/get-check-ins';
import { centerKeys } from '../../api/keys';

/** The filters' option for every course or class (ids start at 1). */
const ALL = 0;

const PAGE_SIZE = 10;
const presenceColor: Record<Presence, string> = {
  present: 'success',
  open: 'processing',
  absent: 'error',
  upcoming: 'default',
};

/** Entry 'h': the check-ins open now with their 签到 button, and the history with its filters. */
export default function AttendanceEntry() {
  return (
    <>
      <OpenCheckIns />
      <AttendanceHistory />
    </>
  );
}

function OpenItem({
  item,
  busy,
  pending,
  onCheckIn,
}: {
  item: CheckItem;
  busy: boolean;
  pending: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation('center');
  const titleId = useId();
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <p id={titleId} className="shui-center__item-title">
          {item.title}
        </p>
        <p className="shui-center__meta">
          {item.courseName} · {timeRange(item.startTime, item.endTime)}
        </p>
      </div>
      <div className="shui-center__item-side">
        {item.checked ? (
          <Tag color="success">{t('attendance.presence.present')}</Tag>
        ) : (
          <Button
            type="primary"
            autoInsertSpace={false}
            aria-describedby={titleId}
            loading={pending}
            disabled={busy && !pending}
            onClick={onCheckIn}
          >
            {t('attendance.open.checkIn')}
          </Button>
        )}
      </div>
    </li>
  );
}

function OpenCheckIns() {
  const { t } = useTranslation('center');
  const open = useOpenCheckIns();
  const openTexts = useEntryTexts('attendance.open');
  const [result, setResult] = useState<CheckRecord | null>(null);
  const checking = useCheckIn(setResult);
  return (
    <EntryCard id="shui-center-checkin-open" title={t('attendance.open.title')}>
      <div className="shui-center__stack">
        <div aria-live="polite">
          {result && (
            <Alert
              type="success"
              showIcon
              title={t('attendance.open.done', {
                title: result.title,
                time: toMinute(result.checkTime ?? ''),
              })}
            />
          )}
        </div>
        <EntryList query={open} queryKey={centerKeys.attendance.open()} texts={openTexts} rows={1}>
          {(item) => (
            <OpenItem
              key={item.checkItemId}
              item={item}
              busy={checking.isPending}
              pending={checking.isPending && checking.variables === item.checkItemId}
              onCheckIn={() => checking.mutate(item.checkItemId)}
            />
          )}
        </EntryList>
      </div>
    </EntryCard>
  );
}

function HistoryRow({ row }: { row: AttendanceRow }) {
  const { t } = useTranslation('center');
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <p className="shui-center__item-title">{row.title}</p>
        <p className="shui-center__meta">
          {row.courseName} · {t('attendance.history.opened', { time: toMinute(row.startTime) })}
        </p>
      </div>
      <div className="shui-center__item-side">
        <Tag color={presenceColor[row.presence]}>{t(`attendance.presence.${row.presence}`)}</Tag>
        {row.checkTime && (
          <span className="shui-center__meta">
            {t('attendance.history.checkedAt', { time: toMinute(row.checkTime) })}
          </span>
        )}
      </div>
    </li>
  );
}

function AttendanceHistory() {
  const { t } = useTranslation('center');
  const courseLabel = useId();
  const classLabel = useId();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [page, setPage] = useState(1);

  const open = useOpenCheckIns();
  const all = useCheckHistory(null);
  const byCourse = useCheckHistory(courseId, courseId !== null && classId === null);
  const byClass = useClassCheckItems(classId);

  const openIds = new Set((open.data ?? []).filter((i) => !i.checked).map((i) => i.checkItemId));
  const options = filterOptions(all.data ?? [], open.data ?? []);
  const classes = options.classes.filter((c) => courseId === null || c.courseId === courseId);

  // What is shown, and the queries it waits for.
  const needed = classId !== null ? [all, byClass] : courseId !== null ? [byCourse] : [all];
  const failed = needed.some((q) => q.isError);
  const loading = !failed && needed.some((q) => q.isPending);
  let rows: AttendanceRow[] = [];
  if (!failed && !loading) {
    if (classId !== null && byClass.data && all.data) rows = rowsFromItems(byClass.data, all.data, openIds);
    else if (classId === null && courseId !== null && byCourse.data)
      rows = rowsFromRecords(byCourse.data, openIds);
    else if (classId === null && courseId === null && all.data) rows = rowsFromRecords(all.data, openIds);
  }
  const retryFailed = () => {
    if (all.isError) retry(centerKeys.attendance.history(null));
    if (byCourse.isError && courseId !== null) retry(centerKeys.attendance.history(courseId));
    if (byClass.isError && classId !== null) retry(centerKeys.attendance.classItems(classId));
  };
  const counts = tally(rows);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  // "All" is an option of its own (ALL), shown as the value rather than as a faint placeholder.
  const pickCourse = (value: number | undefined) => {
    const next = value === undefined || value === ALL ? null : value;
    setCourseId(next);
    if (
      next !== null &&
      classId !== null &&
      !options.classes.some((c) => c.teachclassId === classId && c.courseId === next)
    )
      setClassId(null);
    setPage(1);
  };
  const pickClass = (value: number | undefined) => {
    setClassId(value === undefined || value === ALL ? null : value);
    setPage(1);
  };

  return (
    <EntryCard id="shui-center-checkin-history" title={t('attendance.history.title')}>
      <div className="shui-center__stack">
        <div className="shui-center__filters">
          <div className="shui-center__filter">
            <span id={courseLabel}>{t('attendance.filter.course')}</span>
            <Select<number>
              aria-labelledby={courseLabel}
              value={courseId ?? ALL}
              onChange={pickCourse}
              options={[
                { value: ALL, label: t('attendance.filter.allCourses') },
                ...options.courses.map((c) => ({ value: c.courseId, label: c.courseName })),
              ]}
            />
          </div>
          <div className="shui-center__filter">
            <span id={classLabel}>{t('attendance.filter.class')}</span>
            <Select<number>
              aria-labelledby={classLabel}
              value={classId ?? ALL}
              onChange={pickClass}
              options={[
                { value: ALL, label: t('attendance.filter.allClasses') },
                ...classes.map((c) => ({
                  value: c.teachclassId,
                  label: t('attendance.filter.classOption', { course: c.courseName, id: c.teachclassId }),
                })),
              ]}
            />
          </div>
        </div>
        {loading ? (
          <EntryLoading label={t('attendance.history.loading')} />
        ) : failed ? (
          <EntryError text={t('attendance.history.failed')} onRetry={retryFailed} />
        ) : rows.length === 0 ? (
          <EntryEmpty text={t('attendance.history.empty')} />
        ) : (
          <>
            <p className="shui-center__summary">{t('attendance.history.tally', counts)}</p>
            <ul className="shui-center__list" aria-label={t('attendance.history.title')}>
              {shown.map((row) => (
                <HistoryRow key={row.checkItemId} row={row} />
              ))}
            </ul>
            {rows.length > PAGE_SIZE && (
              <Pagination
                className="shui-center__pager"
                size="small"
                current={page}
                pageSize={PAGE_SIZE}
                total={rows.length}
                onChange={setPage}
                showSizeChanger={false}
              />
            )}
          </>
        )}
      </div>
    </EntryCard>
  );
}
