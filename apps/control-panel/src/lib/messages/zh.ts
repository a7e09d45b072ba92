import { calls } from './zh/calls';
import { data } from './zh/data';
import { frame } from './zh/frame';

/** The panel's texts in zh, the source: its keys are the type of every other language's. */
export const zh = { ...frame, ...calls, ...data };
