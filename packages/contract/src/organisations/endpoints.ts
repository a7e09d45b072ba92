import { endpoint, type EndpointDef } from '../core/endpoint';
import { loginRequired, notMember, organisationNotFound } from './errors';
import { assistantOptionSchema } from '../assistant/schemas';
import {
  currentCompanyQuerySchema,
  currentCompanySchema,
  organisationListSchema,
  superCompanySchema,
  switchCompanyQuerySchema,
} from './schemas';

/** The caller's organisations, switching between them, and the super organisation with its assistant option (spec section 7). */
export const organisationEndpoints = {
  currentCompany: endpoint({
    method: 'GET',
    path: '/portal/current_company',
    access: 'optional',
    read: true,
    inputs: { query: { isLogin: 'true' } },
    summary: "The user's current organisation ('visitor' when none or logged out)",
    query: currentCompanyQuerySchema,
    data: currentCompanySchema,
    chosen: 'data also carries id (null for visitor)',
    errors: ['unauthorized', 'badRequest'],
    fails: [loginRequired],
    example: { query: { isLogin: 'true' } },
  }),
  switchCompany: endpoint({
    method: 'POST',
    path: '/portal/current_company',
    access: 'user',
    inputs: { query: { companyId: { from: 'currentCompany', pick: 'id' } } },
    summary: 'Switch the current organisation',
    query: switchCompanyQuerySchema,
    data: currentCompanySchema,
    chosen: 'the whole call (the spec names switching but not its path)',
    errors: ['unauthorized', 'badRequest', 'notFound', 'forbidden'],
    fails: [organisationNotFound, notMember],
    example: { query: { companyId: 2 } },
  }),
  companies: endpoint({
    method: 'GET',
    path: '/portal/companies',
    access: 'user',
    read: true,
    summary: 'Organisations the user belongs to',
    data: organisationListSchema,
    errors: ['unauthorized'],
  }),
  superCompany: endpoint({
    method: 'GET',
    path: '/super/company',
    access: 'public',
    read: true,
    summary: 'Every organisation of the platform with its member count',
    data: superCompanySchema,
    chosen: 'the response',
    errors: [],
  }),
  superAssistantOption: endpoint({
    method: 'GET',
    path: '/super/option/assistant',
    access: 'public',
    read: true,
    summary: 'Assistant options',
    data: assistantOptionSchema,
    chosen: 'the response',
    errors: [],
  }),
} as const satisfies Record<string, EndpointDef>;
