import { VISITOR_COMPANY, type CurrentCompany, type StoredUser, organisationErrors } from '@shui/contract';
import { fail } from '../http/errors';
import type { StoreState } from '../state/state';
import { Users } from '../auth/users';

type Organisation = { id: number; companyName: string };

/** Organisations, their members and each user's current one. */
export class Organisations {
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
  }

  get count(): number {
    return this.state.data.organisations.length;
  }

  /** The user's current organisation; 'visitor' for a visitor or a user with none. */
  current(user: StoredUser | undefined): CurrentCompany {
    const org =
      user?.currentCompanyId == null
        ? undefined
        : this.state.data.organisations.find((o) => o.id === user.currentCompanyId);
    return org ? { id: org.id, companyName: org.companyName } : { id: null, companyName: VISITOR_COMPANY };
  }

  /** The organisations the user is a member of. */
  of(user: StoredUser): Organisation[] {
    return this.state.data.organisations.filter((o) => user.companyIds.includes(o.id));
  }

  switchTo(userId: number, companyId: number): CurrentCompany {
    const user = this.users.must(userId);
    if (!this.state.data.organisations.some((o) => o.id === companyId))
      throw fail(organisationErrors.organisationNotFound);
    if (!user.companyIds.includes(companyId)) throw fail(organisationErrors.notMember);
    user.currentCompanyId = companyId;
    this.state.changed();
    return this.current(user);
  }

  /** Every organisation with its member count. */
  all(): Array<Organisation & { memberCount: number }> {
    const users = this.state.data.users;
    return this.state.data.organisations.map((o) => ({
      ...o,
      memberCount: users.filter((u) => u.companyIds.includes(o.id)).length,
    }));
  }

  /** The organisation an id or exact name designates. */
  find(ref: number | string): Organisation | undefined {
    return this.state.data.organisations.find((o) =>
      typeof ref === 'number' ? o.id === ref : o.companyName === ref,
    );
  }

  /** Makes the user a member of the organisation; `current` also switches the user to it. */
  assign(username: string, ref: number | string, current = false): StoredUser {
    const user = this.users.findByLogin(username);
    if (!user) throw fail('notFound', `no user "${username}"`);
    const org = this.find(ref);
    if (!org) throw fail('notFound', `no organisation ${JSON.stringify(ref)}`);
    if (!user.companyIds.includes(org.id)) user.companyIds.push(org.id);
    if (current || user.currentCompanyId === null) user.currentCompanyId = org.id;
    this.state.changed();
    return user;
  }
}
