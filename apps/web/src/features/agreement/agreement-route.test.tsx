import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { renderRoutes, setUpPageSuite } from '../../lib/testing/page-suite';
import AgreementRoute from './agreement-route';

setUpPageSuite({ namespaces: 'agreement' });

describe('the user agreement (/agreement)', () => {
  it('shows the agreement: accounts, acceptable use, submitted code and content, privacy, changes, contact', async () => {
    renderRoutes([{ path: paths.agreement, element: <AgreementRoute /> }], paths.agreement);
    expect(await screen.findByRole('heading', { level: 1, name: '水杉在线用户协议' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '一、账号',
      '二、使用规范',
      '三、你提交的代码与内容',
      '四、隐私',
      '五、协议变更',
      '六、联系我们',
    ]);
    // The footer's privacy policy is its privacy section.
    expect(screen.getByRole('heading', { level: 2, name: '四、隐私' })).toHaveAttribute('id', 'privacy');
    const contents = screen.getByRole('navigation', { name: '目录' });
    expect(within(contents).getByRole('link', { name: '四、隐私' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('link', { name: 'shuishan@dase.ecnu.edu.cn' })).toHaveAttribute(
      'href',
      'mailto:shuishan@dase.ecnu.edu.cn',
    );
  });
});
