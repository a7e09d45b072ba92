import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty, QuestionStatus, QuestionType, Verdict } from '@shui/contract';
import { verdictTone } from '../question-format';

export function TypeTag({ type }: { type: QuestionType }) {
  const { t } = useTranslation('practice');
  return <Tag className={`shui-practice-type shui-practice-type--${type}`}>{t(`type.${type}`)}</Tag>;
}

export function DifficultyTag({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('practice');
  return (
    <Tag className={`shui-practice-difficulty shui-practice-difficulty--${difficulty}`}>
      {t(`difficulty.${difficulty}`)}
    </Tag>
  );
}

const statusIcons: Record<QuestionStatus, ReactNode> = {
  solved: <CheckCircleFilled />,
  tried: <ExclamationCircleFilled />,
  new: <MinusCircleOutlined />,
};

/** The caller's standing on a question: an icon with its name (as text for screen readers and a title). */
export function StatusIcon({ status, withText = false }: { status: QuestionStatus; withText?: boolean }) {
  const { t } = useTranslation('practice');
  const label = t(`status.${status}`);
  return (
    <span className={`shui-practice-status shui-practice-status--${status}`} title={label}>
      <span aria-hidden>{statusIcons[status]}</span>
      {withText ? <span>{label}</span> : <span className="shui-visually-hidden">{label}</span>}
    </span>
  );
}

const verdictIcons: Record<ReturnType<typeof verdictTone>, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ClockCircleOutlined />,
  processing: <LoadingOutlined />,
  default: <ExclamationCircleFilled />,
};

/** A verdict as a coloured tag with its icon and name. */
export function VerdictTag({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('practice');
  const tone = verdictTone(verdict);
  return (
    <Tag
      className={`shui-verdict-tag shui-verdict-tag--${tone}`}
      icon={<span aria-hidden>{verdictIcons[tone]}</span>}
    >
      {t(`verdict.${verdict}`)}
    </Tag>
  );
}
