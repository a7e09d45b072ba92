import { FileOutlined, FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';
import type { CodeTree } from '@shui/contract';
import { Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFileTree, parentDirs, type FileTreeNode } from '../file-tree-data';

interface FileTreeProps {
  tree: CodeTree;
  repoName: string;
  /** The file open (selected, its directories expanded). */
  open: string | null;
  onOpen: (path: string) => void;
}

/**
 * The repository's files as a tree (antd's, a WAI-ARIA tree: Tab into it, arrows to move, Right and
 * Left to open and close a directory, Enter to open a file). The open file's directories start open.
 */
export function FileTree({ tree, repoName, open, onOpen }: FileTreeProps) {
  const { t } = useTranslation('code-park');
  const treeData = useMemo(() => buildFileTree(tree.entries), [tree]);
  const [expanded, setExpanded] = useState<string[]>(() => (open ? parentDirs(open) : []));
  // A file opened from elsewhere (a link, the breadcrumb) shows where it is.
  const [shownFor, setShownFor] = useState(open);
  if (open !== shownFor) {
    setShownFor(open);
    if (open) setExpanded((keys) => [...new Set([...keys, ...parentDirs(open)])]);
  }

  return (
    <Tree.DirectoryTree<FileTreeNode>
      className="shui-code-park__tree"
      aria-label={t('tree.label', { repo: repoName })}
      treeData={treeData}
      selectedKeys={open ? [open] : []}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys.map(String))}
      expandAction="click"
      multiple={false}
      icon={({ isLeaf, expanded: isOpen }: { isLeaf?: boolean; expanded?: boolean }) =>
        isLeaf ? (
          <FileOutlined aria-hidden />
        ) : isOpen ? (
          <FolderOpenOutlined aria-hidden />
        ) : (
          <FolderOutlined aria-hidden />
        )
      }
      onSelect={(_keys, { node }) => {
        if (node.isLeaf) onOpen(String(node.key));
      }}
    />
  );
}
