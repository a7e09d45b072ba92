import { Fragment, type ReactNode } from 'react';

/**
 * The Markdown the contract's document writes, and no more: paragraphs, `- ` lists, pipe tables (the
 * errors of a call), `code` and **bold**. Everything is text to React: nothing is parsed as HTML.
 */
export function Markdown({ text }: { text: string | undefined }) {
  if (!text) return null;
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <div className="ref-markdown">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: string }) {
  const lines = block.split('\n');
  if (lines.every((line) => line.trim().startsWith('|'))) return <Table lines={lines} />;
  const listStart = lines.findIndex((line) => line.startsWith('- '));
  if (listStart !== -1) {
    const items = lines.slice(listStart).reduce<string[]>((all, line) => {
      if (line.startsWith('- ')) all.push(line.slice(2));
      else all[all.length - 1] += ` ${line.trim()}`;
      return all;
    }, []);
    return (
      <>
        {listStart > 0 && <p>{inline(lines.slice(0, listStart).join(' '))}</p>}
        <ul>
          {items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </ul>
      </>
    );
  }
  return <p>{inline(lines.join(' '))}</p>;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

function Table({ lines }: { lines: string[] }) {
  const [head = '', , ...rows] = lines;
  return (
    <div className="ref-table-wrap">
      <table className="ref-table">
        <thead>
          <tr>
            {cells(head).map((cell, index) => (
              <th key={index} scope="col">
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {cells(row).map((cell, column) => (
                <td key={column}>{inline(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `code` and **bold** inside a line of text. */
export function inline(text: string): ReactNode {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={index}>
          {part
            .split(/(\*\*[^*]+\*\*)/)
            .map((piece, i) =>
              piece.startsWith('**') && piece.endsWith('**') && piece.length > 4 ? (
                <strong key={i}>{piece.slice(2, -2)}</strong>
              ) : (
                piece
              ),
            )}
        </Fragment>
      ),
    );
}
