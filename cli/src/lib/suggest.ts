import { UnknownNameError } from './errors';

/**
 * Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, ignoring case: the optimal
 * string alignment distance, so "tset" is one edit from "test", as commander counts for commands.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(s.length, t.length);
}

/** How many edits still count as a slip of the keyboard: one, plus one per four characters beyond four. */
const closeEnough = (given: string) => Math.max(1, Math.floor(given.length / 4));

/** The valid names closest to `given` (all that tie), when close enough; else none. */
export function closestNames(given: string, valid: readonly string[]): string[] {
  const scored = valid.map((name) => ({ name, distance: editDistance(given, name) }));
  const best = Math.min(...scored.map((s) => s.distance));
  if (!(best <= closeEnough(given))) return [];
  return scored.filter((s) => s.distance === best).map((s) => s.name);
}

/** Names of the same family: containing what was typed, or sharing its first word ("http-999": http-*). */
function relatedNames(given: string, valid: readonly string[]): string[] {
  const typed = given.toLowerCase();
  const family = typed.split('-')[0] ?? '';
  return valid.filter((name) => {
    const lower = name.toLowerCase();
    return (
      (typed.length >= 2 && lower.includes(typed)) || (family.length >= 2 && lower.split('-')[0] === family)
    );
  });
}

const quoted = (names: string[]) => {
  const q = names.map((n) => `"${n}"`);
  return q.length === 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} or ${q.at(-1) ?? ''}`;
};

export interface NameSet {
  /** What the name names, in the message: "scenario", "environment", "method". */
  kind: string;
  given: string;
  valid: readonly string[];
  /** The flag or variable it came from ("--method", "SHUI_ENV"), put before the message. */
  from?: string;
  /** A command that lists a long set (`shui scenario list`); without it the names are listed inline. */
  listCommand?: string;
}

/**
 * The error for a name outside a fixed set (exit 2): "Did you mean ...?" when one name (or a tie) is a
 * few edits away; else the names of the same family, or all of them, as the next step.
 */
export function unknownName({ kind, given, valid, from, listCommand }: NameSet): UnknownNameError {
  const head = `${from ? `${from}: ` : ''}unknown ${kind} "${given}"`;
  const see = listCommand ? ` See \`${listCommand}\`.` : '';
  const suggestions = closestNames(given, valid);
  const details = { kind, given, suggestions, valid: [...valid] };
  if (suggestions.length > 0)
    return new UnknownNameError(
      `${head}. Did you mean ${quoted(suggestions)}?`,
      listCommand ? `See \`${listCommand}\` for all of them.` : `Valid: ${valid.join(', ')}.`,
      details,
    );
  const related = relatedNames(given, valid);
  if (related.length > 0 && related.length < valid.length)
    return new UnknownNameError(head, `Close ones: ${related.join(', ')}.${see}`, details);
  if (!listCommand) return new UnknownNameError(`${head}; valid: ${valid.join(', ')}`, undefined, details);
  return new UnknownNameError(head, `Valid: ${valid.join(', ')}.${see}`, details);
}
