/**
 * The panel's texts in zh (the source: its keys are the type) and en, each in a folder of its own, one file
 * per group of sections (each en file `satisfies` its zh file, so a missing or extra key fails to compile).
 * `{name}` is filled by `t`; `{name|one|other}` is the English noun for `name`'s number (`#` in it is the
 * number).
 * Only these two languages: the panel is a tool for the team, not the portal (issue 15).
 */
import { zh } from './zh';

export { zh };
export { en } from './en';

export type MessageKey = keyof typeof zh;
