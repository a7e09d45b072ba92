import type { languages } from '@shui/contract';
import cn from '../../assets/layout/flags/cn.svg';
import en from '../../assets/layout/flags/en.svg';
import es from '../../assets/layout/flags/es.svg';
import fr from '../../assets/layout/flags/fr.svg';
import it from '../../assets/layout/flags/it.svg';

export type Flag = (typeof languages)[number]['flag'];

const flags: Record<Flag, string> = { cn, en, it, fr, es };

/** A language's flag; decorative, since the language's own name is always written beside it. */
export function FlagIcon({ flag }: { flag: Flag }) {
  return <img className="shui-flag" src={flags[flag]} alt="" width={21} height={14} />;
}
