import type { TreeEntry } from '@shui/contract';
import { describe, expect, it } from 'vitest';
import { buildFileTree, frontFile, parentDirs } from './file-tree-data';

const dir = (path: string): TreeEntry => ({ path, name: path.split('/').pop()!, type: 'dir', size: null });
const file = (path: string, size = 10): TreeEntry => ({
  path,
  name: path.split('/').pop()!,
  type: 'file',
  size,
});

describe('the file tree', () => {
  it('puts each entry under its directory, keeping the order given', () => {
    const tree = buildFileTree([
      dir('src'),
      dir('src/deep'),
      file('src/deep/x.py'),
      file('src/a.py'),
      file('README.md'),
    ]);
    expect(tree).toEqual([
      {
        key: 'src',
        title: 'src',
        isLeaf: false,
        children: [
          {
            key: 'src/deep',
            title: 'deep',
            isLeaf: false,
            children: [{ key: 'src/deep/x.py', title: 'x.py', isLeaf: true }],
          },
          { key: 'src/a.py', title: 'a.py', isLeaf: true },
        ],
      },
      { key: 'README.md', title: 'README.md', isLeaf: true },
    ]);
    expect(buildFileTree([])).toEqual([]);
  });

  it('names the directories holding a path', () => {
    expect(parentDirs('src/a/b.py')).toEqual(['src', 'src/a']);
    expect(parentDirs('README.md')).toEqual([]);
  });

  it('opens on the README at the root, Markdown first, and on nothing without one', () => {
    expect(frontFile([dir('docs'), file('docs/README.md'), file('readme.txt'), file('README.md')])).toBe(
      'README.md',
    );
    expect(frontFile([file('README'), file('main.py')])).toBe('README');
    expect(frontFile([dir('docs'), file('docs/README.md'), file('main.py')])).toBeNull();
  });
});
