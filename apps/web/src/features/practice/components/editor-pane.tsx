import { CaretRightOutlined, CloudUploadOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Tabs } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDetail } from '@shui/contract';
import { busy } from '../../../components/busy';
import { CodeEditor } from '../../../components/code-editor';
import { useSqlSample } from '../api/get-sql-sample';
import { usePythonRun } from '../hooks/use-python-run';
import { useSqlRun } from '../hooks/use-sql-run';
import { LoadFailed } from '../../../components/load-states';
import { RunConsole } from './run-console';
import { SqlResultView, SqlTables } from './sql-views';

export interface EditorPaneProps {
  question: QuestionDetail;
  code: string;
  onCode: (code: string) => void;
  /** Sends the code to the judge; the Editor sub-page has none. */
  onSubmit?: () => void;
  submitting?: boolean;
  /** A line above the editor (e.g. which submission's code was loaded). */
  note?: ReactNode;
  /** CSS height of the editor. */
  height?: number | string;
}

/** Ctrl+Enter (Cmd+Enter on a Mac) runs, wherever the focus is in the pane (the editor, the input). */
const runsOnCtrlEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
    event.preventDefault();
    event.stopPropagation();
    run();
  }
};

interface ToolbarProps {
  question: QuestionDetail;
  running: boolean;
  canRun: boolean;
  onRun: () => void;
  onStop: () => void;
  onReset: () => void;
  onSubmit?: () => void;
  submitting?: boolean;
}

function Toolbar({
  question,
  running,
  canRun,
  onRun,
  onStop,
  onReset,
  onSubmit,
  submitting = false,
}: ToolbarProps) {
  const { t } = useTranslation('practice');
  return (
    <div className="shui-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <span className="shui-editor__language">{question.type === 'sql' ? 'SQL · SQLite' : 'Python 3'}</span>
      <span className="shui-editor__spacer" />
      <Popconfirm
        title={t('editor.resetConfirm')}
        okText={t('editor.resetOk')}
        cancelText={t('editor.cancel')}
        onConfirm={onReset}
      >
        <Button icon={<UndoOutlined aria-hidden />}>{t('editor.reset')}</Button>
      </Popconfirm>
      {running ? (
        <Button danger icon={<StopOutlined aria-hidden />} onClick={onStop}>
          {t('editor.stop')}
        </Button>
      ) : (
        <Button
          icon={<CaretRightOutlined aria-hidden />}
          onClick={onRun}
          disabled={!canRun}
          title={t('editor.runShortcut')}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {t('editor.run')}
        </Button>
      )}
      {onSubmit && (
        <Button
          type="primary"
          icon={<CloudUploadOutlined aria-hidden />}
          onClick={onSubmit}
          loading={busy(submitting)}
          disabled={submitting}
        >
          {t('editor.submit')}
        </Button>
      )}
    </div>
  );
}

interface WorkbenchProps extends EditorPaneProps {
  language: 'python' | 'sql';
  running: boolean;
  canRun: boolean;
  onRun: () => void;
  onStop: () => void;
  /** Under the editor: what the language's runs show. */
  children: ReactNode;
}

/**
 * A language's workbench: its toolbar (Reset goes back to the starter code), the note, the editor and
 * the shortcut line over `children`; Ctrl+Enter runs anywhere in it.
 */
function Workbench({
  question,
  code,
  onCode,
  onSubmit,
  submitting,
  note,
  height,
  language,
  running,
  canRun,
  onRun,
  onStop,
  children,
}: WorkbenchProps) {
  const { t } = useTranslation('practice');
  return (
    <div className="shui-editor" onKeyDownCapture={runsOnCtrlEnter(onRun)}>
      <Toolbar
        question={question}
        running={running}
        canRun={canRun}
        onRun={onRun}
        onStop={onStop}
        onReset={() => onCode(question.starterCode ?? '')}
        onSubmit={onSubmit}
        submitting={submitting}
      />
      {note}
      <CodeEditor
        value={code}
        onChange={onCode}
        language={language}
        label={t('editor.label')}
        height={height}
      />
      <p className="shui-page__muted shui-editor__shortcut">{t('editor.runShortcut')}</p>
      {children}
    </div>
  );
}

function PythonWorkbench(props: EditorPaneProps) {
  const { question, code } = props;
  const { t } = useTranslation('practice');
  const id = useId();
  const [stdin, setStdin] = useState(question.samples[0]?.input ?? '');
  const { state, run, stop } = usePythonRun();
  const running = state.phase === 'queued' || state.phase === 'running';
  const start = () => {
    if (!running) void run(code, stdin);
  };
  return (
    <Workbench {...props} language="python" running={running} canRun onRun={start} onStop={stop}>
      <div className="shui-run">
        <label className="shui-run__stdin" htmlFor={`${id}-stdin`}>
          <span className="shui-run__heading">{t('run.stdin')}</span>
          <span className="shui-page__muted">{t('run.stdinHint')}</span>
        </label>
        <Input.TextArea
          id={`${id}-stdin`}
          className="shui-run__stdin-box"
          value={stdin}
          onChange={(event) => setStdin(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 8 }}
          spellCheck={false}
        />
        <RunConsole state={state} />
      </div>
    </Workbench>
  );
}

function SqlWorkbench(props: EditorPaneProps) {
  const { code } = props;
  const { t } = useTranslation('practice');
  const sample = useSqlSample(true);
  const { state, run, stop, tables, tablesFailed, describing, describe } = useSqlRun(sample.data?.script);
  const [tab, setTab] = useState('result');
  const running = state.phase === 'queued' || state.phase === 'running';
  const start = () => {
    if (!running && !describing && sample.data) {
      setTab('result');
      void run(code);
    }
  };
  const showTables = () => {
    if (sample.data) void describe(sample.data.tables);
  };
  return (
    <Workbench
      {...props}
      language="sql"
      running={running}
      canRun={sample.data !== undefined && !describing}
      onRun={start}
      onStop={stop}
    >
      {sample.isError && (
        <LoadFailed
          title={t('sql.sampleFailed')}
          onRetry={() => void sample.refetch()}
          retrying={sample.isFetching}
        />
      )}
      <Tabs
        className="shui-sql__tabs"
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          if (key === 'tables') showTables();
        }}
        items={[
          { key: 'result', label: t('sql.resultTab'), children: <SqlResultView state={state} /> },
          {
            key: 'tables',
            label: t('sql.tablesTab'),
            children: <SqlTables tables={tables} failed={tablesFailed} onRetry={showTables} />,
          },
        ]}
      />
    </Workbench>
  );
}

/** The editor with Run (Python in Pyodide, SQL in sql.js, both in a worker) and, on the full page, Submit. */
export function EditorPane(props: EditorPaneProps) {
  return props.question.type === 'sql' ? <SqlWorkbench {...props} /> : <PythonWorkbench {...props} />;
}
