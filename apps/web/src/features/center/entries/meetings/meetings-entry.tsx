import { VideoCameraOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@shui/contract';
import {
  EntryCard,
  EntryPager,
  EntryStates,
  useEntryTexts,
  timeRange,
  usePaging,
} from '../../components/entry-states';
import { useMeetings } from '../../api/get-meetings';
import { joinAddress } from './join-address';

const statusColor: Record<Meeting['status'], string> = {
  live: 'success',
  upcoming: 'processing',
  ended: 'default',
};

function MeetingItem({ item }: { item: Meeting }) {
  const { t } = useTranslation('center');
  return (
    <li className={`shui-center__item${item.status === 'live' ? ' shui-center__item--live' : ''}`}>
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color={statusColor[item.status]}>{t(`meetings.status.${item.status}`)}</Tag>
          <span className="shui-center__meta">{item.courseName}</span>
        </div>
        <p className="shui-center__item-title">{item.title}</p>
        <dl className="shui-center__pairs">
          <div>
            <dt>{t('meetings.time')}</dt>
            <dd>{timeRange(item.startTime, item.endTime)}</dd>
          </div>
          <div>
            <dt>{t('meetings.host')}</dt>
            <dd>{item.hostName}</dd>
          </div>
          <div>
            <dt>{t('meetings.number')}</dt>
            <dd>{item.meetingNo}</dd>
          </div>
        </dl>
      </div>
      {item.status !== 'ended' && (
        <div className="shui-center__item-side">
          <Button
            type={item.status === 'live' ? 'primary' : 'default'}
            icon={<VideoCameraOutlined aria-hidden />}
            href={joinAddress(item.joinUrl)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('meetings.joinLabel', { title: item.title })}
          >
            {t('meetings.join')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Entry 'e': the online class meetings of the user's courses, with their join links. */
export default function MeetingsEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('meetings');
  const paging = usePaging();
  const { pageNum, pageSize } = paging;
  const { query, queryKey: key } = useMeetings(pageNum, pageSize);

  return (
    <EntryCard id="shui-center-meetings" title={t('meetings.title')}>
      <EntryStates query={query} queryKey={key} texts={texts} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <div className="shui-center__stack">
            <ul className="shui-center__list">
              {page.list.map((item) => (
                <MeetingItem key={item.meetingId} item={item} />
              ))}
            </ul>
            <EntryPager {...paging} total={page.total} />
          </div>
        )}
      </EntryStates>
    </EntryCard>
  );
}
