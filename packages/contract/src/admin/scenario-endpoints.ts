import { z } from 'zod';
import { scenariosClearedSchema } from './schemas';
import { activeScenarioSchema, scenarioApplyInputSchema, scenarioSchema } from './scenarios';
import { adminEventSchema } from './events';
import { admin, type AdminEndpointDef } from './endpoint';

/** Error scenarios and the live events. */
export const adminScenarioEndpoints = {
  scenarios: admin({
    method: 'GET',
    path: '/__admin/scenarios',
    summary: 'the scenarios applied and not cleared',
    response: z.array(activeScenarioSchema),
    errors: [],
  }),
  applyScenario: admin({
    method: 'POST',
    path: '/__admin/scenarios',
    summary:
      'applies a [scenario](#scenarios) (replacing one of that name): its fault ids and the settings it replaced',
    body: scenarioApplyInputSchema,
    input: 'scenario',
    status: 201,
    response: activeScenarioSchema,
    errors: ['badRequest'],
  }),
  scenarioCatalogue: admin({
    method: 'GET',
    path: '/__admin/scenarios/catalogue',
    summary:
      'the scenario files the fake API can read (`fixtures/scenarios`, or `SHUI_SCENARIOS`), by name; what `shui scenario list` shows',
    response: z.array(scenarioSchema),
    errors: [],
  }),
  clearScenarios: admin({
    method: 'DELETE',
    path: '/__admin/scenarios',
    summary: 'clears every scenario: their faults go, their settings come back',
    response: scenariosClearedSchema,
    errors: [],
  }),
  clearScenario: admin({
    method: 'DELETE',
    path: '/__admin/scenarios/:name',
    summary: 'clears one scenario; 404 when it is not applied',
    response: scenariosClearedSchema,
    errors: ['notFound'],
  }),
  events: admin({
    method: 'GET',
    path: '/__admin/events',
    summary:
      '[live events](#live-events) (Server-Sent Events): `hello` with the health, then `journal`, `outbox` and `changed`; what the control panel listens to',
    stream: 'text/event-stream',
    response: adminEventSchema,
    errors: [],
  }),
} as const satisfies Record<string, AdminEndpointDef>;
