import { App, Button, Input, InputNumber, List, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { Scenario } from '@shui/contract';
import { admin, failureText } from '../lib/admin';
import { useI18n } from '../lib/i18n';
import { scenarioTexts } from '../lib/scenario-texts';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded, SectionHeader } from '../lib/ui';

/**
 * The scenario files with what the user sees; apply one (its rules and settings), clear one or all.
 * Applied ones are highlighted; the list follows the live stream.
 */
export function ScenariosSection() {
  const { t, language } = useI18n();
  const { message } = App.useApp();
  const catalogue = useAdminData('scenarioCatalogue', []);
  const active = useAdminData('scenarios', ['scenarios']);
  const [filter, setFilter] = useState('');
  const [times, setTimes] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | undefined>();
  const activeNames = useMemo(() => new Set(active.data?.map((s) => s.name)), [active.data]);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = catalogue.data ?? [];
    const matching = needle
      ? all.filter(
          (s) => s.name.includes(needle) || scenarioTexts(s, language).title.toLowerCase().includes(needle),
        )
      : all;
    // Applied ones first, where they are seen.
    return [
      ...matching.filter((s) => activeNames.has(s.name)),
      ...matching.filter((s) => !activeNames.has(s.name)),
    ];
  }, [catalogue.data, filter, activeNames, language]);

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      void message.success(await action());
      active.reload();
    } catch (error) {
      void message.error(failureText(error, t));
    } finally {
      setBusy(undefined);
    }
  };
  const apply = (scenario: Scenario) =>
    run(`apply:${scenario.name}`, async () => {
      await admin('applyScenario', { body: { scenario, ...(times ? { times } : {}) } });
      return t('scenarios.applied', { name: scenario.name });
    });
  const clear = (name?: string) =>
    run(`clear:${name ?? '*'}`, async () => {
      const { cleared } = name
        ? await admin('clearScenario', { params: { name } })
        : await admin('clearScenarios');
      return t('scenarios.cleared', { names: cleared.join(', ') });
    });

  return (
    <>
      <SectionHeader
        title={t('scenarios.title')}
        intro={t('scenarios.intro')}
        extra={
          activeNames.size > 0 && (
            <Button danger loading={busy === 'clear:*'} onClick={() => void clear()}>
              {t('scenarios.clearAll', { count: activeNames.size })}
            </Button>
          )
        }
      />
      <Space wrap className="panel-toolbar">
        <Input.Search
          allowClear
          placeholder={t('scenarios.filter')}
          aria-label={t('scenarios.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="panel-filter"
        />
        <label className="panel-inline-field">
          <span>{t('scenarios.times')}</span>
          <InputNumber<number>
            min={1}
            max={1_000_000}
            precision={0}
            value={times}
            onChange={setTimes}
            placeholder={t('scenarios.timesHint')}
            className="panel-times"
          />
        </label>
        {activeNames.size > 0 && (
          <Tag color="volcano">{t('scenarios.activeCount', { count: activeNames.size })}</Tag>
        )}
      </Space>
      <Loaded
        loading={catalogue.loading}
        error={catalogue.error ?? active.error}
        retry={() => (catalogue.reload(), active.reload())}
        isEmpty={shown.length === 0}
        empty={(catalogue.data?.length ?? 0) === 0 ? t('scenarios.empty') : t('scenarios.noMatch')}
      >
        <List
          itemLayout="vertical"
          dataSource={shown}
          rowKey="name"
          renderItem={(scenario) => {
            const isActive = activeNames.has(scenario.name);
            // In 中文, the file's Chinese texts (issue 27).
            const texts = scenarioTexts(scenario, language);
            return (
              <List.Item
                className={isActive ? 'panel-scenario panel-scenario--active' : 'panel-scenario'}
                aria-label={scenario.name}
                actions={[
                  <Button
                    key="apply"
                    type={isActive ? 'default' : 'primary'}
                    aria-label={t('scenarios.applyNamed', { name: scenario.name })}
                    loading={busy === `apply:${scenario.name}`}
                    onClick={() => void apply(scenario)}
                  >
                    {isActive ? t('scenarios.reapply') : t('scenarios.apply')}
                  </Button>,
                  ...(isActive
                    ? [
                        <Button
                          key="clear"
                          danger
                          loading={busy === `clear:${scenario.name}`}
                          onClick={() => void clear(scenario.name)}
                        >
                          {t('scenarios.clearNamed', { name: scenario.name })}
                        </Button>,
                      ]
                    : []),
                ]}
              >
                <h2 className="panel-item-title">
                  <Space wrap>
                    <Typography.Text strong code>
                      {scenario.name}
                    </Typography.Text>
                    {isActive && <Tag color="volcano">{t('scenarios.active')}</Tag>}
                    <span>{texts.title}</span>
                  </Space>
                </h2>
                <dl className="panel-facts">
                  <dt>{t('scenarios.sees')}</dt>
                  <dd>
                    {scenario.text && <Typography.Text strong>{scenario.text}</Typography.Text>}
                    {scenario.text && ' — '}
                    {texts.sees}
                  </dd>
                  <dt>{t('scenarios.calls')}</dt>
                  <dd>
                    {scenario.calls.length === 0
                      ? t('common.none')
                      : scenario.calls.map((call) => (
                          <Tag key={call}>
                            <code>{call}</code>
                          </Tag>
                        ))}
                  </dd>
                  {scenario.settings && (
                    <>
                      <dt>{t('scenarios.settings')}</dt>
                      <dd>
                        <code>{JSON.stringify(scenario.settings)}</code>
                      </dd>
                    </>
                  )}
                  <dt>{t('scenarios.steps')}</dt>
                  <dd>{texts.steps}</dd>
                </dl>
              </List.Item>
            );
          }}
        />
      </Loaded>
    </>
  );
}
