import {
  defaultHighlightStyle,
  HighlightStyle,
  indentUnit,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import { Annotation, Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers as lineNumbersGutter,
  type Command,
} from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './code-editor.css';

/**
 * A CodeMirror 6 editor as a React component: read-only (a file viewer) or editable (a practice
 * editor), highlighted for one language, with line numbers. Import it only from lazily loaded pages: it
 * brings CodeMirror (about 150 kB), and each language's grammar is loaded when first shown.
 *
 * Keyboard: a read-only editor leaves Tab to the page. An editable one indents with Tab (Shift-Tab
 * dedents) and, as CodeMirror documents (codemirror.net/examples/tab), Escape then Tab moves focus out
 * (Ctrl-M, Shift-Alt-M on macOS, toggles that mode); a line under it tells the user so.
 */

export type CodeEditorLanguage = 'python' | 'sql' | 'javascript' | 'markdown' | 'json' | 'text';

export interface CodeEditorProps {
  value: string;
  language?: CodeEditorLanguage;
  /** Nothing can be typed; the text can still be focused, selected and copied. */
  readOnly?: boolean;
  /** The whole text after each change the user makes (not after a new `value`). */
  onChange?: (value: string) => void;
  /** The accessible name of the text area. */
  label: string;
  /** Shows the line numbers gutter (default true). */
  lineNumbers?: boolean;
  /** CSS height of the editor, e.g. 320 or '50vh'; without it the editor grows with its text. */
  height?: number | string;
  /** CSS largest height when `height` is not given; the text scrolls beyond it. */
  maxHeight?: number | string;
  className?: string;
}

/** Marks the transaction that puts a new `value` in: not the user's change, so no onChange. */
const fromProps = Annotation.define<boolean>();

const css = (size: number | string | undefined) => (typeof size === 'number' ? `${size}px` : size);

/** Grammars by language, each loaded on first use (JSON: the JavaScript grammar on one expression). */
const grammars: Record<Exclude<CodeEditorLanguage, 'text'>, () => Promise<LanguageSupport>> = {
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  json: () =>
    import('@codemirror/lang-javascript').then(
      (m) => new LanguageSupport(m.javascriptLanguage.configure({ top: 'SingleExpression' })),
    ),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};
const loaded = new Map<CodeEditorLanguage, Promise<Extension>>();

/** The language's extension (nothing for plain text); the same promise for every editor. */
export function loadLanguage(language: CodeEditorLanguage): Promise<Extension> {
  if (language === 'text') return Promise.resolve([]);
  let grammar = loaded.get(language);
  if (!grammar) {
    grammar = grammars[language]();
    loaded.set(language, grammar);
  }
  return grammar;
}

/**
 * CodeMirror's default colours, with the three under WCAG AA's 4.5:1 on white darkened: #085 (types,
 * 4.5), #e40 (escapes, 3.8) and #f00 (invalid, 4.0).
 */
const darker: Record<string, string> = { '#085': '#00704a', '#e40': '#a33a00', '#f00': '#c00' };
const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && darker[spec.color] ? { ...spec, color: darker[spec.color] } : spec,
  ),
);

/** Tab: indent stops at the cursor, or every line of a selection one unit further. */
const indentMore: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  const unit = state.facet(indentUnit);
  if (state.selection.ranges.every((r) => r.empty)) {
    view.dispatch(state.update(state.replaceSelection(unit), { scrollIntoView: true, userEvent: 'input' }));
    return true;
  }
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.empty || range.to === range.from ? range.to : range.to - 1);
    for (let n = state.doc.lineAt(range.from).number; n <= last.number; n += 1) lines.add(n);
  }
  const changes = [...lines].map((n) => ({ from: state.doc.line(n).from, insert: unit }));
  view.dispatch(state.update({ changes, userEvent: 'input.indent' }));
  return true;
};

/** Shift-Tab: every line of the selection one unit less indented (as far as it is indented). */
const indentLess: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  const width = state.facet(indentUnit).length;
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.empty ? range.to : Math.max(range.from, range.to - 1));
    for (let n = state.doc.lineAt(range.from).number; n <= last.number; n += 1) lines.add(n);
  }
  const changes = [...lines].flatMap((n) => {
    const line = state.doc.line(n);
    const leading = /^(\t| *)/.exec(line.text)?.[0] ?? '';
    const remove = leading.startsWith('\t') ? 1 : Math.min(leading.length, width);
    return remove > 0 ? [{ from: line.from, to: line.from + remove }] : [];
  });
  if (changes.length > 0) view.dispatch(state.update({ changes, userEvent: 'delete.dedent' }));
  return true;
};

const theme = (height: string | undefined, maxHeight: string | undefined) =>
  EditorView.theme({
    '&': {
      height: height ?? 'auto',
      maxHeight: height ? 'none' : (maxHeight ?? 'none'),
      fontSize: '13px',
      border: '1px solid #d0d7de',
      borderRadius: '6px',
      backgroundColor: '#ffffff',
      color: '#1f2328',
    },
    '&.cm-focused': { outline: '2px solid #1677ff', outlineOffset: '1px' },
    '.cm-scroller': {
      overflow: 'auto',
      fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
      lineHeight: '1.6',
    },
    '.cm-gutters': { backgroundColor: '#f6f8fa', color: '#57606a', borderRight: '1px solid #d0d7de' },
    '.cm-activeLine': { backgroundColor: '#f0f6ff' },
    '.cm-activeLineGutter': { backgroundColor: '#e6effb', color: '#1f2328' },
  });

/** A CodeMirror editor; see the module's comment. */
export function CodeEditor({
  value,
  language = 'text',
  readOnly = false,
  onChange,
  label,
  lineNumbers = true,
  height,
  maxHeight,
  className,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    gutter: new Compartment(),
    label: new Compartment(),
    size: new Compartment(),
  }).current;

  // tabindex: the text is in the tab order as a read-only viewer too (contenteditable alone is not
  // "focusable" to every checker, and a scrolling viewer must be reachable from the keyboard).
  const labelAttributes = (editable: boolean) =>
    EditorView.contentAttributes.of({
      'aria-label': label,
      tabindex: '0',
      ...(editable ? { 'aria-describedby': hintId } : {}),
    });
  const gutter = (show: boolean, editable: boolean) =>
    show ? [lineNumbersGutter(), ...(editable ? [highlightActiveLineGutter()] : [])] : [];
  const editing = (editable: boolean) => [
    EditorState.readOnly.of(!editable),
    editable ? [highlightActiveLine(), keymap.of([{ key: 'Tab', run: indentMore, shift: indentLess }])] : [],
  ];

  // The view lives as long as the component; props reconfigure it below.
  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          minimalSetup,
          indentUnit.of('    '),
          syntaxHighlighting(highlightStyle),
          EditorView.lineWrapping,
          compartments.language.of([]),
          compartments.readOnly.of(editing(!readOnly)),
          compartments.gutter.of(gutter(lineNumbers, !readOnly)),
          compartments.label.of(labelAttributes(!readOnly)),
          compartments.size.of(theme(css(height), css(maxHeight))),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && update.transactions.some((tr) => tr.annotation(fromProps) !== true))
              onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // Created once; the effects below follow the props.
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      selection: EditorSelection.cursor(0),
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    let live = true;
    view.current?.dispatch({ effects: compartments.language.reconfigure([]) });
    void loadLanguage(language).then((extension) => {
      if (live) view.current?.dispatch({ effects: compartments.language.reconfigure(extension) });
    });
    return () => {
      live = false;
    };
  }, [language, compartments]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        compartments.readOnly.reconfigure(editing(!readOnly)),
        compartments.gutter.reconfigure(gutter(lineNumbers, !readOnly)),
        compartments.label.reconfigure(labelAttributes(!readOnly)),
        compartments.size.reconfigure(theme(css(height), css(maxHeight))),
      ],
    });
    // The helpers read only these props.
  }, [readOnly, lineNumbers, label, height, maxHeight]);

  return (
    <div className={className ? `shui-code-editor ${className}` : 'shui-code-editor'}>
      <div ref={host} data-language={language} />
      {!readOnly && (
        <p id={hintId} className="shui-code-editor__hint">
          {t('codeEditor.tabHint')}
        </p>
      )}
    </div>
  );
}
