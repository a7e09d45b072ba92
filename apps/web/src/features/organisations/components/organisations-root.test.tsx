import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OrganisationSwitch } from '../../../components/layout/organisation-switch';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/auth/session';
import { modal, setUpPageSuite, toast } from '../../../lib/testing/page-suite';
import type { SwitchCompany } from '../api/switch-company';
import OrganisationsRoot from './organisations-root';
import { ok, stubBackend } from '../../../lib/testing/stub-backend';

const ecnu = { id: 1, companyName: '华东师范大学数据科学与工程学院' };
const alliance = { id: 2, companyName: '水杉在线开放课程联盟' };

setUpPageSuite({ namespaces: 'organisations', loggedIn: true });

/** The header's dropdown with the feature plugged in, as app/portal-layout does. */
function Header() {
  const [switchCompany, setSwitchCompany] = useState<SwitchCompany>();
  return (
    <>
      <OrganisationSwitch onSwitchCompany={switchCompany} />
      <OrganisationsRoot onSwitchReady={(next) => setSwitchCompany(() => next)} />
    </>
  );
}

function renderHeader() {
  render(
    <MemoryRouter>
      <App>
        <Header />
      </App>
    </MemoryRouter>,
  );
}

const organisationButton = () => screen.getByRole('button', { name: /^切换组织/ });

describe('organisations on page load', { timeout: 15_000 }, () => {
  it('puts the current one and the list into the session', async () => {
    const requests = stubBackend({
      'GET /portal/current_company': ok(ecnu),
      'GET /portal/companies': ok([ecnu, alliance]),
    });
    renderHeader();
    await waitFor(() => expect(organisationButton()).toHaveTextContent(ecnu.companyName));
    await waitFor(() => expect(sessionStore.get().companies).toEqual([ecnu, alliance]));
    expect(requests.find((r) => r.path === '/portal/current_company')?.search.get('isLogin')).toBe('true');
  });

  it("shows 暂无 for 'visitor'", async () => {
    stubBackend({
      'GET /portal/current_company': ok({ id: null, companyName: 'visitor' }),
      'GET /portal/companies': ok([]),
    });
    renderHeader();
    await waitFor(() => expect(sessionStore.get().company).toBe('visitor'));
    expect(organisationButton()).toHaveTextContent('暂无');
  });

  it('falls back silently to 暂无 and an empty list when both calls fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.set({ company: '旧组织', companies: [ecnu] });
    stubBackend({
      'GET /portal/current_company': {
        status: 500,
        body: { respCode: 50000, respMsg: '服务器内部错误', data: null },
      },
      'GET /portal/companies': { status: 502, body: { respCode: 50200, respMsg: '网关错误', data: null } },
    });
    renderHeader();
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ company: '', companies: [] }));
    expect(organisationButton()).toHaveTextContent('暂无');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();
  });
});

describe('the menu while the list loads', { timeout: 15_000 }, () => {
  it('says it is loading until the list has answered, then that there is none', async () => {
    render(
      <MemoryRouter>
        <App>
          <OrganisationSwitch />
        </App>
      </MemoryRouter>,
    );
    await userEvent.click(organisationButton());
    expect(await screen.findByRole('menuitem', { name: /正在加载组织…/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    act(() => sessionStore.set({ companies: [], companiesLoaded: true }));
    expect(await screen.findByRole('menuitem', { name: '暂无可切换的组织' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /正在加载组织…/ })).not.toBeInTheDocument();
  });
});

describe('switching', { timeout: 15_000 }, () => {
  it('switches, shows the new one and says so', async () => {
    const requests = stubBackend({
      'GET /portal/current_company': ok(ecnu),
      'GET /portal/companies': ok([ecnu, alliance]),
      'POST /portal/current_company': ok(alliance),
    });
    renderHeader();
    await waitFor(() => expect(organisationButton()).toHaveTextContent(ecnu.companyName));
    await userEvent.click(organisationButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: alliance.companyName }));
    expect(await screen.findByText(`已切换到“${alliance.companyName}”`)).toBeInTheDocument();
    expect(organisationButton()).toHaveTextContent(alliance.companyName);
    expect(requests.find((r) => r.method === 'POST')?.search.get('companyId')).toBe('2');
  });

  it('keeps the switch when the page-load read of the current organisation answers after it (stale)', async () => {
    // The list is known (kept in the tab): the user switches while the page's own read is on its way.
    sessionStore.set({ company: ecnu.companyName, companies: [ecnu, alliance], companiesLoaded: true });
    let answerRead: (() => void) | undefined;
    const readAnswered = new Promise<void>((done) => (answerRead = done));
    const backend = stubBackend({
      'GET /portal/companies': ok([ecnu, alliance]),
      'POST /portal/current_company': ok(alliance),
      'GET /portal/current_company': ok(ecnu),
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      // The read was sent before the switch; the server answers it after the switch has answered.
      if (request.method === 'GET' && request.url.includes('/portal/current_company')) await readAnswered;
      return answer(request);
    });
    renderHeader();
    await userEvent.click(organisationButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: alliance.companyName }));
    expect(await screen.findByText(`已切换到“${alliance.companyName}”`)).toBeInTheDocument();
    answerRead!();
    await waitFor(() =>
      expect(backend.some((r) => r.method === 'GET' && r.path === '/portal/current_company')).toBe(true),
    );
    // Once no read is on its way any more, whatever the stale one said, the header keeps the switch.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(organisationButton()).toHaveTextContent(alliance.companyName));
    expect(sessionStore.get().company).toBe(alliance.companyName);
  });

  it('keeps the old one when switching fails, and the client toasts', async () => {
    stubBackend({
      'GET /portal/current_company': ok(ecnu),
      'GET /portal/companies': ok([ecnu, alliance]),
      'POST /portal/current_company': {
        status: 403,
        body: { respCode: 40300, respMsg: '您不属于该组织', data: null },
      },
    });
    renderHeader();
    await waitFor(() => expect(organisationButton()).toHaveTextContent(ecnu.companyName));
    await userEvent.click(organisationButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: alliance.companyName }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('您不属于该组织'));
    expect(organisationButton()).toHaveTextContent(ecnu.companyName);
    expect(sessionStore.get().company).toBe(ecnu.companyName);
  });
});

describe('an organisation picked before the feature has loaded', () => {
  it('is switched to once the feature is there, not lost (a list kept in the tab shows at once after a reload)', async () => {
    const user = userEvent.setup();
    sessionStore.set({ company: ecnu.companyName, companies: [ecnu, alliance], companiesLoaded: true });
    const switched = vi.fn();
    let plugIn: () => void = () => {};
    function EarlyHeader() {
      const [handler, setHandler] = useState<SwitchCompany>();
      plugIn = () => setHandler(() => switched);
      return <OrganisationSwitch onSwitchCompany={handler} />;
    }
    render(
      <MemoryRouter>
        <App>
          <EarlyHeader />
        </App>
      </MemoryRouter>,
    );
    await user.click(organisationButton());
    await user.click(await screen.findByRole('menuitem', { name: alliance.companyName }));
    expect(switched).not.toHaveBeenCalled();
    act(() => plugIn());
    await waitFor(() => expect(switched).toHaveBeenCalledWith(alliance));
    expect(switched).toHaveBeenCalledTimes(1);
  });
});
