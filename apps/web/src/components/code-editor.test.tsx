import { EditorView } from '@codemirror/view';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslations } from '../lib/testing/load-translations';
import { stubTextLayout } from '../lib/testing/stub-layout';
import { CodeEditor, loadLanguage } from './code-editor';

beforeAll(async () => {
  stubTextLayout();
  await loadTranslations('common');
});

const viewOf = (textbox: HTMLElement) => EditorView.findFromDOM(textbox)!;
const text = (textbox: HTMLElement) => viewOf(textbox).state.doc.toString();
/** A key press on the editor, as the browser sends it; true when nothing took it (not prevented). */
const press = (textbox: HTMLElement, key: string, keyCode: number, shiftKey = false) =>
  fireEvent.keyDown(textbox, { key, code: key, keyCode, which: keyCode, shiftKey });

describe('CodeEditor', () => {
  it('shows the text read-only, named, with line numbers, and Tab left to the page', () => {
    render(<CodeEditor value={'a = 1\nb = 2\nprint(a + b)'} language="python" readOnly label="stats.py" />);
    const textbox = screen.getByRole('textbox', { name: 'stats.py' });
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    // In the tab order: a long file scrolls, and the keyboard must reach it.
    expect(textbox).toHaveAttribute('tabindex', '0');
    expect(text(textbox)).toBe('a = 1\nb = 2\nprint(a + b)');
    expect(viewOf(textbox).state.readOnly).toBe(true);
    const gutter = document.querySelector('.cm-lineNumbers');
    expect(gutter?.textContent).toContain('3');
    // Not taken by the editor: the browser moves focus.
    expect(press(textbox, 'Tab', 9)).toBe(true);
    expect(text(textbox)).toBe('a = 1\nb = 2\nprint(a + b)');
    // No keyboard hint where Tab is not taken.
    expect(screen.queryByText(/Esc/)).toBeNull();
  });

  it('highlights the language once its grammar has loaded', async () => {
    render(<CodeEditor value={'def f():\n    return "x"  # done'} language="python" readOnly label="f.py" />);
    await loadLanguage('python');
    const textbox = screen.getByRole('textbox', { name: 'f.py' });
    await waitFor(() => {
      const keyword = [...textbox.querySelectorAll('span')].find((s) => s.textContent === 'def');
      expect(keyword?.className).toMatch(/\S/);
    });
    const comment = [...textbox.querySelectorAll('span')].find((s) => s.textContent === '# done');
    expect(comment).toBeDefined();
    // Plain text stays plain.
    render(<CodeEditor value="def f" language="text" readOnly label="notes.txt" />);
    expect(screen.getByRole('textbox', { name: 'notes.txt' }).querySelector('span')).toBeNull();
  });

  it('reports what the user types, not a new value from its parent', () => {
    const onChange = vi.fn<(value: string) => void>();
    const { rerender } = render(
      <CodeEditor value="x = 1" language="python" onChange={onChange} label="code" />,
    );
    const textbox = screen.getByRole('textbox', { name: 'code' });
    expect(textbox).not.toHaveAttribute('aria-readonly');
    const view = viewOf(textbox);
    view.dispatch({ changes: { from: 5, insert: '0' }, userEvent: 'input.type' });
    expect(onChange).toHaveBeenLastCalledWith('x = 10');
    onChange.mockClear();
    rerender(<CodeEditor value="y = 2" language="python" onChange={onChange} label="code" />);
    expect(text(textbox)).toBe('y = 2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('indents with Tab and dedents with Shift-Tab; Escape then Tab leaves it, as the hint says', () => {
    function Editable() {
      const [value, setValue] = useState('if x:\npass');
      return <CodeEditor value={value} language="python" onChange={setValue} label="answer" />;
    }
    render(<Editable />);
    const textbox = screen.getByRole('textbox', { name: 'answer' });
    expect(textbox).toHaveAccessibleDescription('按 Esc 再按 Tab 可离开编辑器（Tab 键用于缩进）。');
    const view = viewOf(textbox);
    view.focus();
    view.dispatch({ selection: { anchor: 6 } });
    expect(press(textbox, 'Tab', 9)).toBe(false);
    expect(text(textbox)).toBe('if x:\n    pass');
    expect(press(textbox, 'Tab', 9, true)).toBe(false);
    expect(text(textbox)).toBe('if x:\npass');
    // Escape, then Tab: the editor lets the browser move focus.
    press(textbox, 'Escape', 27);
    expect(press(textbox, 'Tab', 9)).toBe(true);
    expect(text(textbox)).toBe('if x:\npass');
  });

  it('indents every line of a selection', () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<CodeEditor value={'a\nb\nc'} language="text" onChange={onChange} label="lines" />);
    const textbox = screen.getByRole('textbox', { name: 'lines' });
    viewOf(textbox).focus();
    viewOf(textbox).dispatch({ selection: { anchor: 0, head: 3 } });
    press(textbox, 'Tab', 9);
    expect(onChange).toHaveBeenLastCalledWith('    a\n    b\nc');
  });

  it('turns read-only and back without losing the text', () => {
    const { rerender } = render(<CodeEditor value="select 1;" language="sql" label="query" />);
    const textbox = screen.getByRole('textbox', { name: 'query' });
    rerender(<CodeEditor value="select 1;" language="sql" readOnly label="query" />);
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(press(textbox, 'Tab', 9)).toBe(true);
    rerender(<CodeEditor value="select 1;" language="sql" label="query" />);
    expect(textbox).not.toHaveAttribute('aria-readonly');
    expect(text(textbox)).toBe('select 1;');
  });
});
