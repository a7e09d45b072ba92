import { z } from 'zod';
import { faultInputSchema, settingsPatchSchema, settingsSchema } from './schemas';

// ---- scenarios (fixtures/scenarios/*.json, shui scenario) ----

const callSchema = z
  .string()
  .regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/, 'a call such as "GET /resource/message"');

/**
 * A named error scenario: the faults and settings that make the portal meet one row of the error
 * catalogue (spec section 8), the call(s) it affects, and what the user then sees.
 */
export const scenarioSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
    title: z.string().min(1),
    /** Rows of the error catalogue (`errorCatalogue` ids) this scenario exercises. */
    catalogue: z.array(z.string().min(1)).min(1),
    /** The portal calls it affects ("GET /resource/message"). */
    calls: z.array(callSchema),
    /** Fault rules added on apply; their label becomes "scenario:<name>". */
    faults: z.array(faultInputSchema.omit({ label: true })),
    /** Settings changed on apply and restored on clear. */
    settings: settingsPatchSchema.optional(),
    /** How to reach the call in the portal. */
    steps: z.string().min(1),
    /** What the user sees (or, for "logged only" rows, what they do not). */
    sees: z.string().min(1),
    /** The exact text shown, when there is one (zh). */
    text: z.string().optional(),
    /** The e2e test proposed for it (e2e/tests/error-catalogue.spec.ts). */
    test: z.string().min(1),
    /** The title, steps and what the user sees in Chinese, for the control panel in 中文. */
    zh: z
      .object({ title: z.string().min(1), steps: z.string().min(1), sees: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

/** POST /__admin/scenarios: applies a scenario; `times` overrides every fault's own. */
export const scenarioApplyInputSchema = z
  .object({
    scenario: scenarioSchema,
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();

/** GET /__admin/scenarios: the scenarios applied and not cleared. */
export const activeScenarioSchema = z.object({
  name: z.string(),
  title: z.string(),
  faultIds: z.array(z.string()),
  /** The settings it changed, as they were before (restored on clear). */
  previousSettings: settingsSchema.partial(),
  appliedAt: z.string(),
});
export type ActiveScenario = z.infer<typeof activeScenarioSchema>;
