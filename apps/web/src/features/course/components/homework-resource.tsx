import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Tag, Upload, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOMEWORK_TEXT_MAX,
  homeworkExtensionsOf,
  spaceLatinHan,
  type HomeworkFileKind,
  type Lesson,
  type LessonResource,
} from '@shui/contract';
import { ui } from '../../../config/ui';
import { busy } from '../../../components/busy';
import { isApiError } from '../../../lib/api-error';
import { resolveAvatar } from '../../../lib/auth/current-user';
import {
  fileSize,
  homeworkAccept,
  HOMEWORK_MAX_BYTES,
  homeworkFileProblem,
  homeworkOverdue,
} from '../homework-file';
import { useHomeworkSubmit } from '../api/submit-homework';
import { RichText } from '../../../components/rich-text';

type Homework = Extract<LessonResource, { type: 1 }>;

/** Where the picked file's name goes while a sentence is spaced: neither a Latin letter nor Han. */
const NAME_SLOT = '\uFFFC';

/**
 * A sentence naming the homework's kinds, with a space where Latin meets Chinese as the zh texts write
 * it ('支持 PDF、Word 或图片文件', '只接受 PDF 或 Word 文件'; other languages have none to space); the
 * picked file's name (`name`) goes in as it is.
 */
function kindsSentence(render: (name: string) => string, name = ''): string {
  return spaceLatinHan(render(NAME_SLOT)).replace(NAME_SLOT, () => name);
}

/**
 * The kinds a homework takes, for people: 'PDF、Word或图片', 'PDF, Word, or image' (the sentences that
 * name them space Latin from Chinese: kindsSentence).
 */
function useKindsText(kinds: readonly HomeworkFileKind[]): string {
  const { t, i18n } = useTranslation('course');
  const names = kinds.map((kind) => t(`homework.kinds.${kind}`));
  try {
    return new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * A homework: its prompt and deadline (past it, a warning that a submission now is late), the learner's
 * submission if any (marked when late), and the form to hand in a file with an optional note. The file's
 * type (one of the kinds the homework takes, by its extension) and size (at most 5 MB) are checked before
 * it is sent. A new submission replaces the last.
 */
export function HomeworkResource({ lesson, homework }: { lesson: Lesson; homework: Homework }) {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useHomeworkSubmit(lesson, homework.resourceId);
  const submission = homework.submission;
  const types = useKindsText(homework.fileKinds);
  const extensions = homeworkExtensionsOf(homework.fileKinds).join(' ');
  const overdue = homeworkOverdue(homework, Date.now());

  const fileList: UploadFile[] = file
    ? [{ uid: 'picked', name: `${file.name} (${fileSize(file.size)})`, status: 'done' }]
    : [];

  const send = () => {
    if (!file) {
      setProblem(t('homework.noFile'));
      return;
    }
    setProblem(null);
    submit.mutate(
      { file, text },
      {
        onSuccess: (handedIn) => {
          setFile(null);
          setText('');
          void message.success(
            t(handedIn.late ? 'homework.submittedLate' : 'homework.submitted'),
            ui.successToastMs / 1000,
          );
        },
        onError: (error) =>
          setProblem(isApiError(error) && error.respMsg ? error.respMsg : t('homework.failed')),
      },
    );
  };

  return (
    <div className="shui-homework">
      <RichText html={homework.promptHtml} className="shui-homework__prompt" />
      {homework.deadline && (
        <p className="shui-page__muted">{t('homework.deadline', { time: homework.deadline })}</p>
      )}
      {overdue && (
        <Alert
          className="shui-homework__overdue"
          type="warning"
          showIcon
          role="note"
          title={t('homework.overdue', { time: homework.deadline })}
        />
      )}
      {submission && (
        <div className="shui-homework__submission" role="group" aria-labelledby={`${id}-submitted`}>
          <h4 id={`${id}-submitted`} className="shui-homework__subtitle">
            {t('homework.yourSubmission')}
          </h4>
          <p>
            <PaperClipOutlined aria-hidden />{' '}
            <a href={resolveAvatar(submission.fileUrl)} target="_blank" rel="noopener noreferrer">
              {submission.fileName}
            </a>
          </p>
          {submission.text && <p className="shui-homework__text">{submission.text}</p>}
          <p className="shui-page__muted">
            {t('homework.submitTime', { time: submission.submitTime })}
            {submission.late && (
              <Tag color="warning" className="shui-homework__late">
                {t('homework.late')}
              </Tag>
            )}
          </p>
        </div>
      )}
      <div className="shui-homework__form">
        <h4 className="shui-homework__subtitle">{submission ? t('homework.again') : t('homework.handIn')}</h4>
        <Upload
          accept={homeworkAccept(homework.fileKinds)}
          maxCount={1}
          fileList={fileList}
          beforeUpload={(picked) => {
            const why = homeworkFileProblem(picked, homework.fileKinds);
            if (why) {
              setFile(null);
              setProblem(
                kindsSentence(
                  (name) =>
                    t(`homework.${why}`, { name, size: fileSize(HOMEWORK_MAX_BYTES), types, extensions }),
                  picked.name,
                ),
              );
            } else {
              setFile(picked);
              setProblem(null);
            }
            // Nothing is sent until the learner submits.
            return false;
          }}
          onRemove={() => {
            setFile(null);
            return true;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} aria-describedby={`${id}-hint`}>
            {t('homework.pick')}
          </Button>
        </Upload>
        <p id={`${id}-hint`} className="shui-page__muted shui-homework__hint">
          {kindsSentence(() => t('homework.hint', { types, size: fileSize(HOMEWORK_MAX_BYTES) }))}
        </p>
        <label className="shui-homework__label" htmlFor={`${id}-text`}>
          {t('homework.textLabel')}
        </label>
        <Input.TextArea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={HOMEWORK_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
        {problem && (
          <Alert className="shui-homework__problem" type="error" showIcon role="alert" title={problem} />
        )}
        <Button type="primary" onClick={send} loading={busy(submit.isPending)}>
          {t('homework.submit')}
        </Button>
      </div>
    </div>
  );
}
