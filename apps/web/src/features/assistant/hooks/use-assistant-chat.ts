import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@shui/contract';
import { isApiError } from '../../../lib/api-error';
import { askAssistant } from '../api/ask-assistant';

/** A message of the panel: the contract's chat message plus what the panel needs to show it. */
export interface PanelMessage extends ChatMessage {
  id: number;
  /** A question that got no answer (it can be sent again). */
  failed?: boolean;
}

export interface ChatNames {
  assistant: string;
  user: string;
}

/** China Standard Time (UTC+8, no daylight saving): the backend's clock, and every time the portal shows. */
const CST_OFFSET_MS = 8 * 3600_000;

/**
 * Now as the backend writes a time (`timeFormats.default`, YYYY-MM-DD HH:mm:ss) in China Standard Time,
 * whatever the browser's zone: the chat's times read as every other time of the portal.
 */
export const chatNow = (epochMs = Date.now()): string =>
  new Date(epochMs + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const now = () => chatNow();

/**
 * The conversation with one assistant: the user's questions (source 1) and the answers of the Q&A call
 * (source 0), oldest first, starting with the assistant's greeting. A question whose call fails stays,
 * marked failed, so nothing typed is lost; a 403 (the exam period began meanwhile) calls `onPaused`.
 */
export function useAssistantChat(
  greeting: string,
  names: ChatNames,
  courseId: number | undefined,
  onPaused: () => void,
) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<PanelMessage[]>(() => [
    { id: 0, name: names.assistant, sendTime: now(), msgContent: greeting, source: 0 },
  ]);
  const [pending, setPending] = useState(false);

  const ask = useCallback(
    async (question: PanelMessage) => {
      setPending(true);
      try {
        const answer = await askAssistant(question.msgContent, courseId);
        setMessages((list) => [
          ...list,
          { id: nextId.current++, name: names.assistant, sendTime: now(), msgContent: answer, source: 0 },
        ]);
      } catch (error) {
        setMessages((list) => list.map((m) => (m.id === question.id ? { ...m, failed: true } : m)));
        if (isApiError(error) && error.status === 403) onPaused();
      } finally {
        setPending(false);
      }
    },
    [courseId, names.assistant, onPaused],
  );

  /** Sends a question; false when there is nothing to send or an answer is still awaited. */
  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content || pending) return false;
      const question: PanelMessage = {
        id: nextId.current++,
        name: names.user,
        sendTime: now(),
        msgContent: content,
        source: 1,
      };
      setMessages((list) => [...list, question]);
      void ask(question);
      return true;
    },
    [ask, names.user, pending],
  );

  /** Asks a failed question again: it moves to the end, where its answer will come. */
  const resend = useCallback(
    (id: number) => {
      if (pending) return;
      const question = messages.find((m) => m.id === id && m.failed);
      if (!question) return;
      const again = { ...question, failed: false, sendTime: now() };
      setMessages((list) => [...list.filter((m) => m.id !== id), again]);
      void ask(again);
    },
    [ask, messages, pending],
  );

  return { messages, pending, send, resend };
}
