import type { TreeEntry } from '@shui/contract';

/** A node of the file tree as antd's Tree takes it: the key is the entry's path. */
export interface FileTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileTreeNode[];
}

/**
 * The tree of the flat entries the backend answers (depth first, a directory before what it holds): each
 * entry under its directory, in the order given.
 */
export function buildFileTree(entries: readonly TreeEntry[]): FileTreeNode[] {
  const roots: FileTreeNode[] = [];
  const dirs = new Map<string, FileTreeNode>();
  for (const entry of entries) {
    const node: FileTreeNode =
      entry.type === 'dir'
        ? { key: entry.path, title: entry.name, isLeaf: false, children: [] }
        : { key: entry.path, title: entry.name, isLeaf: true };
    const slash = entry.path.lastIndexOf('/');
    const parent = slash < 0 ? undefined : dirs.get(entry.path.slice(0, slash));
    (parent?.children ?? roots).push(node);
    if (entry.type === 'dir') dirs.set(entry.path, node);
  }
  return roots;
}

/** The directories that hold a path, outermost first: 'src/a/b.py' -> ['src', 'src/a']. */
export function parentDirs(path: string): string[] {
  const segments = path.split('/').slice(0, -1);
  return segments.map((_, i) => segments.slice(0, i + 1).join('/'));
}

/** The file a repository opens on: its README at the root (README.md first), else none. */
export function frontFile(entries: readonly TreeEntry[]): string | null {
  const readmes = entries.filter(
    (e) => e.type === 'file' && !e.path.includes('/') && /^readme(\.|$)/i.test(e.name),
  );
  return (readmes.find((e) => /\.md$/i.test(e.name)) ?? readmes[0])?.path ?? null;
}
