import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * What a generator of a checked-in file (docs/api.md, docs/openapi.json) does with the text it made.
 * With `--check` on the command line: exit 1 with "<file> is out of date: run <command>" when the file
 * does not hold `text`, else say it is up to date. Without: write `text` to the file and say
 * "wrote <file> (<summary of the text>)".
 */
export function writeOrCheck(path: string, text: string, command: string, summary: (text: string) => string) {
  const where = relative(process.cwd(), path) || path;
  if (process.argv.includes('--check')) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current !== text) {
      console.error(`${where} is out of date: run ${command}`);
      process.exit(1);
    }
    console.log(`${where} is up to date`);
    return;
  }
  writeFileSync(path, text);
  console.log(`wrote ${where} (${summary(text)})`);
}
