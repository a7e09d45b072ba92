import { describe, expect, it } from 'vitest';
import { homeworkFileMismatch, homeworkFileRefused, spaceLatinHan } from '../src/index';

describe('the zh words for homework file kinds', () => {
  it('spaces Latin letters and digits from Han characters, and nothing else', () => {
    expect(spaceLatinHan('PDF、Word或图片')).toBe('PDF、Word 或图片');
    expect(spaceLatinHan('PDF或Word文件')).toBe('PDF 或 Word 文件');
    expect(spaceLatinHan('文本或图片文件')).toBe('文本或图片文件');
    expect(spaceLatinHan('不超过 5 MB，共3页')).toBe('不超过 5 MB，共 3 页');
    expect(spaceLatinHan('PDF, Word, or image')).toBe('PDF, Word, or image');
  });

  it('names the kinds a refused file could have been, spaced as zh writes them', () => {
    expect(homeworkFileRefused(['pdf', 'word', 'image'])).toBe(
      '不支持该文件类型：本作业只接受 PDF、Word 或图片文件（.pdf、.doc、.docx、.png、.jpg、.jpeg、.gif、.webp）',
    );
    expect(homeworkFileRefused(['text', 'image'])).toBe(
      '不支持该文件类型：本作业只接受文本或图片文件（.txt、.md、.png、.jpg、.jpeg、.gif、.webp）',
    );
    expect(homeworkFileMismatch('zip', ['pdf', 'zip'])).toBe(
      '文件内容与扩展名 .zip 不符：本作业只接受 PDF 或 ZIP 文件（.pdf、.zip）',
    );
    expect(homeworkFileRefused(['pdf'])).toBe('不支持该文件类型：本作业只接受 PDF 文件（.pdf）');
  });
});
