import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  contentSecurityPolicy,
  environmentNames,
  environmentNameSchema,
  RUNTIME_CONFIG_FILE,
  runtimeConfigText,
} from '@shui/contract';
import { examples, parseOptions, withJson } from '../lib/command';
import { bold, dim, green, io, print } from '../lib/io';
import { userPath } from '../lib/paths';
import { inlineScriptHashes, nginxInclude, renderConfig } from '../lib/render-config';
import { unknownName } from '../lib/suggest';

const options = z.object({
  env: z.string({ error: 'required: --env <local|test|prod>' }),
  set: z.array(z.string()).default([]),
  standIn: z.string().optional(),
  out: z.string().optional(),
  nginx: z.string().optional(),
  json: z.boolean().optional(),
});

/** Writes a file whole or not at all (a server reading it never sees half). */
function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** `shui env render`: the deploy step's config.json (and nginx's security policy), checked. */
export function addRenderCommand(env: Command): void {
  examples(
    withJson(
      env
        .command('render')
        .description(
          'write a checked config.json for a deployment of the one portal build (and, with --nginx, its content security policy)',
        )
        .requiredOption('--env <name>', `the environment: ${environmentNames.join(' | ')}`)
        .option(
          '--set <key=address>',
          'replace one address (api, ssoAuthorize, assistant, assistantTest, helpSite, teacherAdmin, cloudDesktop, newStudentCourse); repeatable',
          (value: string, previous: string[] = []) => [...previous, value],
        )
        .option(
          '--stand-in <url>',
          'point every address at a fake API there (its /__services pages), keeping --env’s name',
        )
        .option(
          '--out <dir>',
          'write <dir>/config.json (the folder of the build, beside index.html) instead of printing it',
        )
        .option(
          '--nginx <file>',
          'also write the nginx include with the content security policy (needs --out)',
        ),
    ),
    [
      'shui env render --env prod --out /srv/shui/www --nginx /etc/nginx/shui-env.conf',
      'shui env render --env test --set api=https://api.example.org/v1',
      'shui env render --env test --stand-in https://127.0.0.1:8443 --out dist',
    ],
  ).action((raw: Record<string, unknown>) => {
    const opts = parseOptions(options, raw);
    const name = environmentNameSchema.safeParse(opts.env);
    if (!name.success) throw unknownName({ kind: 'environment', given: opts.env, valid: environmentNames });
    const config = renderConfig({ env: name.data, set: opts.set, standIn: opts.standIn });
    const text = runtimeConfigText(config);
    const outDir = opts.out === undefined ? undefined : userPath(opts.out);
    const configFile = outDir && join(outDir, RUNTIME_CONFIG_FILE);
    const indexPath = outDir ? join(outDir, 'index.html') : 'index.html';
    const indexHtml = outDir && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    // Checked before anything is written: a refused --nginx leaves the deployment as it was.
    const nginxText = opts.nginx === undefined ? undefined : nginxInclude(config, indexHtml, indexPath);
    const nginxFile = opts.nginx === undefined ? undefined : userPath(opts.nginx);
    if (configFile) writeAtomically(configFile, text);
    if (nginxFile && nginxText) writeAtomically(nginxFile, nginxText);
    const policy = contentSecurityPolicy(config, indexHtml ? inlineScriptHashes(indexHtml) : []);
    if (!configFile && !opts.json) {
      io().out(text);
      return;
    }
    print(
      opts.json,
      { config, file: configFile ?? null, nginx: nginxFile ?? null, contentSecurityPolicy: policy },
      () =>
        [
          `${green('wrote')} ${configFile} ${dim(`(${bold(config.name)}, api ${config.api})`)}`,
          nginxFile
            ? `${green('wrote')} ${nginxFile} ${dim('(content security policy; reload nginx to apply)')}`
            : '',
          indexHtml ? '' : dim(`note: no index.html in ${outDir}: is this the folder of the build?`),
        ]
          .filter(Boolean)
          .join('\n'),
    );
  });
}
