import { calls } from './en/calls';
import { data } from './en/data';
import { frame } from './en/frame';
import type { zh } from './zh';

/** The panel's texts in en: every key of zh, and no other. */
export const en = { ...frame, ...calls, ...data } satisfies Record<keyof typeof zh, string>;
