import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkshopEnvironmentState } from '@shui/contract';

const colors: Record<WorkshopEnvironmentState, string> = {
  starting: 'processing',
  running: 'success',
  stopping: 'warning',
  stopped: 'default',
  failed: 'error',
};

/** An environment's state as a coloured label (启动中, 运行中, 停止中, 已停止, 启动失败). */
export function EnvironmentStateTag({ state }: { state: WorkshopEnvironmentState }) {
  const { t } = useTranslation('workshop');
  return (
    <Tag color={colors[state]} className="shui-workshop-state">
      {t(`env.states.${state}`)}
    </Tag>
  );
}
