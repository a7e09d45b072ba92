import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CS101_COURSE_ID, type AssistantExchange } from '@shui/contract';
import { emit } from '../../../../lib/events';
import {
  EntryCard,
  EntryPager,
  EntryStates,
  useEntryTexts,
  toMinute,
  usePaging,
} from '../../components/entry-states';
import { useAssistantHistory } from '../../api/get-assistant-history';

function ExchangeItem({ item }: { item: AssistantExchange }) {
  const { t } = useTranslation('center');
  return (
    <li className="shui-center__item shui-center__exchange">
      <div className="shui-center__tags">
        <Tag color="green">
          {item.courseId === CS101_COURSE_ID ? t('assistantHistory.cs101') : t('assistantHistory.general')}
        </Tag>
        <time className="shui-center__meta" dateTime={item.askTime.replace(' ', 'T')}>
          {toMinute(item.askTime)}
        </time>
      </div>
      <p className="shui-center__question">
        <UserOutlined aria-hidden />{' '}
        <span className="shui-visually-hidden">{t('assistantHistory.question')}</span>
        {item.question}
      </p>
      <p className="shui-center__answer">
        <RobotOutlined aria-hidden />{' '}
        <span className="shui-visually-hidden">{t('assistantHistory.answer')}</span>
        {item.answer}
      </p>
    </li>
  );
}

/** Entry 'i': the user's questions to the smart assistant and its answers, newest first. */
export default function AssistantHistoryEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('assistantHistory');
  const paging = usePaging();
  const { pageNum, pageSize } = paging;
  const { query, queryKey: key } = useAssistantHistory(pageNum, pageSize);
  const openAssistant = (
    <Button
      type="primary"
      icon={<RobotOutlined aria-hidden />}
      onClick={() => emit('shui:open-assistant', {})}
    >
      {t('assistantHistory.open')}
    </Button>
  );

  return (
    <EntryCard
      id="shui-center-assistant-history"
      title={t('assistantHistory.title')}
      extra={query.isSuccess && query.data.total > 0 ? openAssistant : undefined}
    >
      <EntryStates
        query={query}
        queryKey={key}
        texts={texts}
        isEmpty={(page) => page.total === 0}
        emptyAction={openAssistant}
      >
        {(page) => (
          <div className="shui-center__stack">
            <p className="shui-center__summary">{t('assistantHistory.total', { n: page.total })}</p>
            <ul className="shui-center__list">
              {page.list.map((item) => (
                <ExchangeItem key={item.id} item={item} />
              ))}
            </ul>
            <EntryPager {...paging} total={page.total} />
          </div>
        )}
      </EntryStates>
    </EntryCard>
  );
}
