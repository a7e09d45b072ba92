import { CloseOutlined, ExportOutlined, CommentOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Spin } from 'antd';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { env } from '../../../config/env';
import { useSession } from '../../../lib/auth/session';
import { getAssistantTicket, isAssistantAvailable } from '../api/get-assistant-ticket';
import { assistantAddress, assistantProfileFor, type AssistantProfile } from '../assistant-address';
import { useAssistantChat, type PanelMessage } from '../hooks/use-assistant-chat';
import '../assistant.css';
import { busy } from '../../../components/busy';

export interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
}

type Status = 'checking' | 'ready' | 'paused' | 'failed';

/** The key's length limit of the Q&A call. */
const QUESTION_MAX = 2000;

/**
 * Opens the assistant site with a fresh ticket in a new tab. The tab is opened before the ticket is
 * asked for, while the click still counts as the user's, so no popup blocker stops it.
 */
async function openAssistantSite(profile: AssistantProfile): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const ticket = await getAssistantTicket();
    const address = assistantAddress(window.location.hostname, env, ticket, profile.courseId);
    if (tab) {
      tab.opener = null;
      tab.location.replace(address);
    } else {
      window.open(address, '_blank', 'noopener');
    }
  } catch {
    // The api client has said why.
    tab?.close();
  }
}

function MessageItem({ message, onResend }: { message: PanelMessage; onResend: (id: number) => void }) {
  const { t } = useTranslation('assistant');
  // sendTime is China Standard Time, as the backend writes it (YYYY-MM-DD HH:mm:ss): shown as it is.
  const iso = `${message.sendTime.replace(' ', 'T')}+08:00`;
  const side = message.source === 0 ? 'assistant' : 'user';
  return (
    <li className={`shui-chat__message shui-chat__message--${side}`}>
      <div className="shui-chat__meta">
        <span className="shui-chat__name">{message.name}</span>
        <time dateTime={iso}>{message.sendTime.slice(11, 16)}</time>
      </div>
      <div className="shui-chat__bubble">{message.msgContent}</div>
      {message.failed && (
        <div className="shui-chat__failed">
          <span>{t('sendFailed')}</span>
          <Button type="link" size="small" onClick={() => onResend(message.id)}>
            {t('resend')}
          </Button>
        </div>
      )}
    </li>
  );
}

interface ConversationProps {
  profile: AssistantProfile;
  /** Shown and usable (the panel is open and the assistant available). */
  active: boolean;
  onPaused: () => void;
}

function Conversation({ profile, active, onPaused }: ConversationProps) {
  const { t } = useTranslation('assistant');
  const course = profile.kind === 'cs101';
  const userName = useSession((s) => s.displayName) || t('you');
  const names = { assistant: t(course ? 'courseName' : 'name'), user: userName };
  const { messages, pending, send, resend } = useAssistantChat(
    t(course ? 'courseWelcome' : 'welcome'),
    names,
    profile.courseId,
    onPaused,
  );
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (active) input.current?.focus();
  }, [active]);

  // The newest message (or the thinking note) in view.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that ends an IME composition only commits the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <>
      <div ref={log} className="shui-chat__log" role="log" aria-label={t('log')} tabIndex={0}>
        <ol className="shui-stack">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onResend={resend} />
          ))}
        </ol>
        {pending && (
          <div className="shui-chat__thinking" role="status">
            <Spin size="small" /> {t('thinking')}
          </div>
        )}
      </div>
      <form
        className="shui-chat__composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="shui-visually-hidden">
          {t('input')}
        </label>
        <Input.TextArea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={QUESTION_MAX}
          ref={(textArea) => {
            input.current = textArea?.resizableTextArea?.textArea ?? null;
          }}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          loading={busy(pending)}
          disabled={!draft.trim()}
        >
          {t('send')}
        </Button>
      </form>
    </>
  );
}

/**
 * The smart assistant's panel, opened and closed by the sidebar (spec sections 4 and 8). Each opening
 * checks the exam period: paused, it says so; available, it offers the chat (Q&A call) and the full
 * assistant site with a ticket. On /cs101 it is the CS101 course's assistant: its own title and
 * greeting, the course id sent with every question and added to the site's address.
 */
export default function AssistantPanel({ open, onClose }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const { pathname } = useLocation();
  const profile = assistantProfileFor(pathname);
  const [status, setStatus] = useState<Status>('checking');
  const [check, setCheck] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setStatus('checking');
    isAssistantAvailable().then(
      (available) => current && setStatus(available ? 'ready' : 'paused'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, check]);

  // Focus moves into the panel when it opens and back to where it was when it closes.
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => before?.focus();
  }, [open]);

  const paused = useCallback(() => setStatus('paused'), []);

  return (
    <section
      ref={panel}
      className={`shui-assistant shui-assistant--${profile.kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="shui-assistant__header">
        <CommentOutlined className="shui-assistant__icon" aria-hidden />
        <h2 id={titleId}>{t(profile.kind === 'cs101' ? 'courseTitle' : 'title')}</h2>
        {status === 'ready' && (
          <Button
            type="text"
            size="small"
            icon={<ExportOutlined aria-hidden />}
            title={t('openFullLabel')}
            onClick={() => void openAssistantSite(profile)}
          >
            <span className="shui-assistant__open-text">{t('openFull')}</span>
          </Button>
        )}
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('close')}
          onClick={onClose}
        />
      </header>
      <div className="shui-assistant__body">
        {status === 'checking' && (
          <div className="shui-assistant__state" role="status">
            <Spin size="small" /> {t('checking')}
          </div>
        )}
        {status === 'paused' && (
          <div className="shui-assistant__state">
            <Alert type="warning" showIcon role="alert" title={t('pausedForExams')} />
          </div>
        )}
        {status === 'failed' && (
          <div className="shui-assistant__state">
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('checkFailed')}
              action={
                <Button size="small" onClick={() => setCheck((n) => n + 1)}>
                  {t('retry')}
                </Button>
              }
            />
          </div>
        )}
        {/* Kept while paused, so the conversation is still there when the exam period ends. */}
        <div className="shui-chat" hidden={status !== 'ready'}>
          <Conversation
            key={profile.kind}
            profile={profile}
            active={open && status === 'ready'}
            onPaused={paused}
          />
        </div>
      </div>
    </section>
  );
}
