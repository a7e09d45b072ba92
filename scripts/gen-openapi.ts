/**
 * Writes docs/openapi.json, the OpenAPI 3.1 document of the fake API, from the contract
 * (`buildOpenApi()` in packages/contract/src/docs/openapi.ts), with the `local` environment's fake API
 * (http://127.0.0.1:4100) as its server. The running fake API answers the same document at
 * GET /__admin/openapi.json, with its own origin as the server.
 *
 *   pnpm exec tsx scripts/gen-openapi.ts           write docs/openapi.json
 *   pnpm exec tsx scripts/gen-openapi.ts --check   exit 1 when docs/openapi.json is out of date
 *
 * packages/contract/test/openapi.test.ts fails when docs/openapi.json differs from `renderOpenApi()`.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi, documentedServers } from '@shui/contract/docs';
import { writeOrCheck } from './generated-file';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_DOC_PATH = resolve(ROOT, 'docs/openapi.json');
export const OPENAPI_COMMAND = 'pnpm exec tsx scripts/gen-openapi.ts';

/** docs/openapi.json as the generator writes it (formatted with the repository's Prettier settings). */
export async function renderOpenApi(): Promise<string> {
  const document = buildOpenApi({ servers: documentedServers });
  const options = (await resolveConfig(OPENAPI_DOC_PATH)) ?? {};
  return format(JSON.stringify(document, null, 2), { ...options, filepath: OPENAPI_DOC_PATH });
}

/** How many operations docs/openapi.json names, and its size. */
function summaryOf(text: string): string {
  const document = JSON.parse(text) as { paths: Record<string, object> };
  const operations = Object.values(document.paths).reduce((n, p) => n + Object.keys(p).length, 0);
  return `${operations} operations, ${Math.round(text.length / 1024)} KB`;
}

async function main() {
  writeOrCheck(OPENAPI_DOC_PATH, await renderOpenApi(), OPENAPI_COMMAND, summaryOf);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
