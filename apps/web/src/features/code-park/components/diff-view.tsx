import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, RangeSetBuilder, Text } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  gutter,
  GutterMarker,
  WidgetType,
  type DecorationSet,
} from '@codemirror/view';
import type { CodeLanguage, DiffHunk, DiffLine } from '@shui/contract';
import { useEffect, useRef } from 'react';
import { loadLanguage } from '../../../components/code-editor';

/**
 * A file's diff as code hosts show it: its hunks one under the other, each under its `@@ -a,b +c,d @@`
 * line, every line with its number before and after the commit, a `+` or `-` before the added and
 * removed ones, on green or red. A read-only CodeMirror view (this module comes in CodeMirror's chunk),
 * highlighted like the file view: the hunks' lines are one text, parsed in the file's language.
 *
 * The signs are part of each line as screen readers read it ("+ def total..."); copying the text
 * leaves them out, as it leaves out the line numbers.
 */

/** CodeMirror's colours with the three under WCAG AA darkened, as components/code-editor.tsx does. */
const darker: Record<string, string> = { '#085': '#00704a', '#e40': '#a33a00', '#f00': '#c00' };
const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && darker[spec.color] ? { ...spec, color: darker[spec.color] } : spec,
  ),
);

const SIGNS: Record<DiffLine['kind'], string> = { added: '+', removed: '-', context: ' ' };

/** The `+`, `-` or blank before a line: shown and read, not part of the document (nor of a copy). */
class SignWidget extends WidgetType {
  constructor(readonly kind: DiffLine['kind']) {
    super();
  }
  override eq(other: SignWidget) {
    return other.kind === this.kind;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = `cm-diff-sign cm-diff-sign--${this.kind}`;
    span.textContent = SIGNS[this.kind];
    return span;
  }
}

/** A hunk's `@@ -a,b +c,d @@` line, above its first line. */
class HunkWidget extends WidgetType {
  constructor(readonly header: string) {
    super();
  }
  override eq(other: HunkWidget) {
    return other.header === this.header;
  }
  toDOM() {
    const div = document.createElement('div');
    div.className = 'cm-diff-hunk';
    div.textContent = this.header;
    return div;
  }
}

/** A line number of one side in its gutter, on the line's colour. */
class NumberMarker extends GutterMarker {
  override readonly elementClass: string;
  constructor(
    readonly n: number | null,
    readonly kind: DiffLine['kind'],
  ) {
    super();
    this.elementClass = kind === 'context' ? '' : `cm-diff-gutter--${kind}`;
  }
  override eq(other: NumberMarker) {
    return other.n === this.n && other.kind === this.kind;
  }
  override toDOM() {
    return document.createTextNode(this.n === null ? '' : String(this.n));
  }
}

export const hunkHeader = (h: DiffHunk) => `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`;

/** Each line of the document: its diff line, and its hunk when it is the hunk's first. */
type DocumentLines = Array<{ line: DiffLine; hunk: DiffHunk | null }>;

/** The document (the hunks' lines, in order) and its lines. */
function diffDocument(hunks: readonly DiffHunk[]): { text: string; lines: DocumentLines } {
  const lines = hunks.flatMap((hunk) => hunk.lines.map((line, i) => ({ line, hunk: i === 0 ? hunk : null })));
  return { text: lines.map((l) => l.line.text).join('\n'), lines };
}

/** Each line's sign and colour, and each hunk's header above its first line. */
function decorations(doc: Text, lines: DocumentLines): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  lines.forEach(({ line, hunk }, i) => {
    const from = doc.line(i + 1).from;
    if (hunk)
      builder.add(
        from,
        from,
        Decoration.widget({ widget: new HunkWidget(hunkHeader(hunk)), block: true, side: -1 }),
      );
    if (line.kind !== 'context') builder.add(from, from, Decoration.line({ class: `cm-diff-${line.kind}` }));
    builder.add(from, from, Decoration.widget({ widget: new SignWidget(line.kind), side: -1 }));
  });
  return builder.finish();
}

/** The gutter of one side's line numbers. */
const numbers = (lines: DocumentLines, side: 'oldLine' | 'newLine') =>
  gutter({
    class: `cm-diff-numbers cm-diff-numbers--${side === 'oldLine' ? 'old' : 'new'}`,
    lineMarker: (view, block) => {
      const line = lines[view.state.doc.lineAt(block.from).number - 1]?.line;
      return line ? new NumberMarker(line[side], line.kind) : null;
    },
    lineMarkerChange: () => false,
    initialSpacer: () => new NumberMarker(Math.max(0, ...lines.map((l) => l.line[side] ?? 0)), 'context'),
  });

const theme = EditorView.theme({
  '&': {
    fontSize: '13px',
    border: '1px solid #d0d7de',
    borderRadius: '6px',
    backgroundColor: '#ffffff',
    color: '#1f2328',
  },
  '&.cm-focused': { outline: '2px solid #1677ff', outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    lineHeight: '1.6',
  },
  '.cm-gutters': { backgroundColor: '#f6f8fa', color: '#57606a', borderRight: '1px solid #d0d7de' },
  '.cm-diff-numbers .cm-gutterElement': { padding: '0 6px 0 8px', minWidth: '2ch', textAlign: 'right' },
  '.cm-diff-added': { backgroundColor: '#e6ffec' },
  '.cm-diff-removed': { backgroundColor: '#ffebe9' },
  '.cm-gutterElement.cm-diff-gutter--added': { backgroundColor: '#ccffd8', color: '#1f2328' },
  '.cm-gutterElement.cm-diff-gutter--removed': { backgroundColor: '#ffd7d5', color: '#1f2328' },
  '.cm-diff-sign': { display: 'inline-block', width: '2ch', userSelect: 'none', color: '#57606a' },
  '.cm-diff-sign--added': { color: '#116329', fontWeight: '600' },
  '.cm-diff-sign--removed': { color: '#a40e26', fontWeight: '600' },
  '.cm-diff-hunk': {
    padding: '2px 10px',
    backgroundColor: '#ddf4ff',
    color: '#0a3069',
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
});

export interface DiffViewProps {
  hunks: readonly DiffHunk[];
  language: CodeLanguage;
  /** The accessible name of the text. */
  label: string;
}

/** One file's hunks, read-only; see the module's comment. Its props make it once (key it by file). */
export function DiffView({ hunks, language, label }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { text, lines } = diffDocument(hunks);
    const doc = Text.of(text.split('\n'));
    const grammar = new Compartment();
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc,
        extensions: [
          EditorState.readOnly.of(true),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          syntaxHighlighting(highlightStyle),
          grammar.of([]),
          numbers(lines, 'oldLine'),
          numbers(lines, 'newLine'),
          // The document never changes: its decorations are made once.
          EditorView.decorations.of(decorations(doc, lines)),
          theme,
        ],
      }),
    });
    let live = true;
    void loadLanguage(language).then((extension) => {
      if (live) view.dispatch({ effects: grammar.reconfigure(extension) });
    });
    return () => {
      live = false;
      view.destroy();
    };
  }, [hunks, language, label]);

  return <div ref={host} className="shui-code-park__diff-code" data-language={language} />;
}
