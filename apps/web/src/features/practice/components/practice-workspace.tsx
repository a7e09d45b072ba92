import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Drawer, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDetail } from '@shui/contract';
import { paths, practicePath, questionListPath } from '../../../config/paths';
import { useCodeDraft } from '../hooks/use-code-draft';
import { useCodeJudge } from '../hooks/use-code-judge';
import { EditorPane } from './editor-pane';
import { JudgePane } from './judge-pane';
import { PracticeBreadcrumb } from './practice-breadcrumb';
import { ProblemPane } from './problem-pane';
import { QuestionNav } from './question-nav';
import { QuestionNavigator } from './question-navigator';

/**
 * The practice page of one Python or SQL question (give it a `key` per question): the statement and the
 * judge's verdicts on the left, the editor with Run and Submit on the right; stacked on a phone. The
 * code typed is kept in localStorage (useCodeDraft).
 */
export function PracticeWorkspace({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation(['practice', 'common']);
  const [code, setCode] = useCodeDraft(question.questionId, question.starterCode ?? '');
  const judge = useCodeJudge(question.questionId);
  const [tab, setTab] = useState('problem');
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [loadedFrom, setLoadedFrom] = useState<number | null>(null);
  const left = useRef<HTMLDivElement>(null);

  const showJudge = () => {
    setTab('judge');
    // On a phone the panes are stacked: the verdict is above the editor.
    const box = left.current?.getBoundingClientRect();
    if (box && box.top < 0) left.current?.scrollIntoView({ block: 'start' });
  };
  const submit = () => {
    judge.submit(code);
    showJudge();
  };

  return (
    <article className="shui-page shui-practice shui-workspace" aria-labelledby="shui-practice-title">
      <PracticeBreadcrumb
        items={[
          { label: t('common:routes.questionSelect'), to: paths.questionSelect },
          { label: question.setTitle, to: questionListPath(`setId=${question.setId}`) },
          { label: question.title },
        ]}
      />
      <header className="shui-workspace__header">
        <h1 id="shui-practice-title" className="shui-page__title">
          <span className="shui-practice__number">#{question.questionId}</span> {question.title}
        </h1>
        <div className="shui-workspace__actions">
          <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => setNavigatorOpen(true)}>
            {t('navigator.open')}
          </Button>
          <QuestionNav question={question} to={practicePath} />
        </div>
      </header>
      <Drawer
        title={t('navigator.title', { set: question.setTitle })}
        placement="left"
        open={navigatorOpen}
        onClose={() => setNavigatorOpen(false)}
        size={360}
      >
        <QuestionNavigator
          setId={question.setId}
          currentId={question.questionId}
          loggedIn
          onPick={() => setNavigatorOpen(false)}
        />
      </Drawer>
      <div className="shui-workspace__panes">
        <div className="shui-workspace__left" ref={left}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'problem',
                label: t('practice.problemTab'),
                children: <ProblemPane question={question} loggedIn />,
              },
              {
                key: 'judge',
                label: t('practice.judgeTab'),
                children: (
                  <JudgePane
                    questionId={question.questionId}
                    shownId={judge.shownId}
                    onShow={judge.show}
                    submitError={judge.error}
                    onRetrySubmit={submit}
                    onLoadCode={(text, submissionId) => {
                      setCode(text);
                      setLoadedFrom(submissionId);
                    }}
                  />
                ),
              },
            ]}
          />
        </div>
        <div className="shui-workspace__right">
          <EditorPane
            question={question}
            code={code}
            onCode={(next) => {
              setCode(next);
              setLoadedFrom(null);
            }}
            onSubmit={submit}
            submitting={judge.pending}
            height="clamp(240px, 42vh, 440px)"
            note={
              loadedFrom !== null && (
                <p className="shui-editor__note" role="status">
                  {t('editor.loaded', { id: loadedFrom })}
                </p>
              )
            }
          />
        </div>
      </div>
    </article>
  );
}
