import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Imports `specifier` as the package at `fromFile` would resolve it: for a dependency of another
 * workspace package (Playwright from e2e) or of a dependency (chrome-launcher from lighthouse), which
 * pnpm does not make visible to this package. The caller states the shape it uses.
 */
export async function importFrom<T>(fromFile: string, specifier: string): Promise<T> {
  let path: string;
  try {
    path = createRequire(fromFile).resolve(specifier);
  } catch (error) {
    throw new Error(`cannot resolve ${specifier} from ${fromFile} (run pnpm install)`, { cause: error });
  }
  return (await import(pathToFileURL(path).href)) as T;
}
