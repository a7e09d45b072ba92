import { z } from 'zod';

/** An organisation (section 3). `id` is chosen here so that switching can name one. */
export const organisationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** GET /portal/current_company?isLogin= -> data; companyName 'visitor' means none. */
export const currentCompanyQuerySchema = z.object({ isLogin: z.enum(['true', 'false']).optional() });
export const currentCompanySchema = z.object({
  id: z.number().int().nullable(),
  companyName: z.string(),
});
export type CurrentCompany = z.infer<typeof currentCompanySchema>;

/** GET /portal/companies -> data: the organisations the user belongs to. */
export const organisationListSchema = z.array(organisationSchema);

/** Switching organisation. Path chosen: POST /portal/current_company?companyId= -> data: the new one. */
export const switchCompanyQuerySchema = z.object({ companyId: z.coerce.number().int().positive() });

/** GET /super/company -> data: every organisation known to the platform (chosen; "not shown"). */
export const superCompanySchema = z.array(
  organisationSchema.extend({ memberCount: z.number().int().nonnegative() }),
);
