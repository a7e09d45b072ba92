import { Alert, Button, Input, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { entries, entryId, groups, matches, type Entry, type OpenApiDocument } from './document';
import { Markdown } from './markdown';
import { useReferenceT } from './messages';
import { MethodTag, OperationView } from './operation';
import { SchemaView } from './schema';
import './api-reference.css';

type Loaded =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; doc: OpenApiDocument };

/** The page's hash names what is shown: `#get-/sys/users/current`, `#model-CurrentUser`, or nothing. */
function useHash(): [string, (hash: string) => void] {
  const read = () => decodeURIComponent(globalThis.location?.hash.slice(1) ?? '');
  const [hash, setHash] = useState(read);
  useEffect(() => {
    const changed = () => setHash(read());
    globalThis.addEventListener('hashchange', changed);
    return () => globalThis.removeEventListener('hashchange', changed);
  }, []);
  const go = useCallback((next: string) => {
    globalThis.location.hash = encodeURIComponent(next).replace(/%2F/g, '/');
  }, []);
  return [hash, go];
}

/**
 * The fake API's OpenAPI document (GET /__admin/openapi.json, made from the contract), read here: the
 * calls by tag with a search, each with its access rule, parameters, bodies, answers and errors, a
 * curl command against this fake API, and the models. A small renderer of this one document rather
 * than a general one (docs/decisions.md 43). Loaded lazily by sections/api-reference-page.tsx.
 */
export default function ApiReference({ url }: { url: string }) {
  const t = useReferenceT();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setLoaded({ status: 'ready', doc: (await res.json()) as OpenApiDocument });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [url, attempt]);

  if (loaded.status === 'loading')
    return (
      <div className="panel-loading" role="status">
        <Spin /> <span>{t('loading')}</span>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed', { message: loaded.message })}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>}
      />
    );
  return <Reference doc={loaded.doc} url={url} />;
}

function Reference({ doc, url }: { doc: OpenApiDocument; url: string }) {
  const t = useReferenceT();
  const [query, setQuery] = useState('');
  const [hash, go] = useHash();
  const all = useMemo(() => entries(doc), [doc]);
  const nav = useMemo(() => groups(doc, all), [doc, all]);
  const server = doc.servers?.[0]?.url ?? globalThis.location.origin;
  const selected = all.find((e) => entryId(e) === hash);
  const model = hash.startsWith('model-') ? hash.slice('model-'.length) : undefined;
  const modelSchema = model ? doc.components?.schemas?.[model] : undefined;
  const found = all.filter((e) => matches(e, query));
  const searching = query.trim() !== '';

  // What was chosen in the list is shown from its top, and its title takes the focus (not on the first
  // render: the page's own heading keeps it then).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    globalThis.scrollTo?.({ top: 0 });
    document.querySelector<HTMLElement>('.ref-main .ref-title')?.focus({ preventScroll: true });
  }, [hash]);

  const link = (entry: Entry) => (
    <a
      href={`#${entryId(entry)}`}
      aria-current={entry === selected ? 'page' : undefined}
      className="ref-nav-link"
      onClick={(e) => {
        e.preventDefault();
        go(entryId(entry));
      }}
    >
      <MethodTag method={entry.method} />
      <span>{entry.operation.summary ?? entry.operation.operationId}</span>
    </a>
  );

  return (
    <div className="ref-layout">
      <div className="ref-side">
        <Input.Search
          allowClear
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <nav aria-label={t('navigation')} className="ref-nav">
          <p className="ref-muted">{t('operations', { count: searching ? found.length : all.length })}</p>
          <a
            href="#"
            className="ref-nav-link"
            aria-current={!selected && !modelSchema ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              go('');
            }}
          >
            {t('overview')}
          </a>
          {searching && found.length === 0 && <p>{t('noMatch', { query })}</p>}
          {nav.map((group) => {
            const tags = group.tags
              .map((tag) => ({ ...tag, entries: tag.entries.filter((e) => found.includes(e)) }))
              .filter((tag) => tag.entries.length > 0);
            if (tags.length === 0) return null;
            return (
              <div key={group.name} className="ref-nav-group">
                {group.name && <h2 className="ref-nav-heading">{group.name}</h2>}
                {tags.map((tag) => (
                  <details
                    key={`${tag.name}-${searching}`}
                    className="ref-nav-tag"
                    open={searching || tag.entries.includes(selected as Entry)}
                  >
                    <summary>
                      {tag.name} <span className="ref-muted">({tag.entries.length})</span>
                    </summary>
                    <ul>
                      {tag.entries.map((entry) => (
                        <li key={entryId(entry)}>{link(entry)}</li>
                      ))}
                    </ul>
                  </details>
                ))}
              </div>
            );
          })}
          {!searching && (
            <details className="ref-nav-tag" open={modelSchema !== undefined}>
              <summary>
                {t('models')}{' '}
                <span className="ref-muted">({Object.keys(doc.components?.schemas ?? {}).length})</span>
              </summary>
              <ul>
                {Object.keys(doc.components?.schemas ?? {}).map((name) => (
                  <li key={name}>
                    <a
                      href={`#model-${name}`}
                      className="ref-nav-link"
                      aria-current={name === model ? 'page' : undefined}
                      onClick={(e) => {
                        e.preventDefault();
                        go(`model-${name}`);
                      }}
                    >
                      <code>{name}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </nav>
      </div>
      <div className="ref-main">
        {selected ? (
          <OperationView key={entryId(selected)} doc={doc} entry={selected} server={server} />
        ) : modelSchema ? (
          <article className="ref-operation" aria-labelledby="ref-model-title">
            <Typography.Title level={2} id="ref-model-title" className="ref-title" tabIndex={-1}>
              {t('model', { name: model! })}
            </Typography.Title>
            <SchemaView key={model} doc={doc} schema={modelSchema} />
          </article>
        ) : (
          <Overview doc={doc} url={url} server={server} />
        )}
      </div>
    </div>
  );
}

function Overview({ doc, url, server }: { doc: OpenApiDocument; url: string; server: string }) {
  const t = useReferenceT();
  const bearer = doc.components?.securitySchemes?.bearer;
  return (
    <article className="ref-operation" aria-labelledby="ref-overview-title">
      <Typography.Title level={2} id="ref-overview-title" className="ref-title" tabIndex={-1}>
        {doc.info.title}
      </Typography.Title>
      <p className="ref-badges">
        <code>OpenAPI {doc.openapi}</code> <code>v{doc.info.version}</code>{' '}
        <a href={url} download="openapi.json">
          {t('download')}
        </a>
      </p>
      <Markdown text={doc.info.description} />
      <h3>{t('server')}</h3>
      <p>
        <code>{server}</code> {doc.servers?.[0]?.description}
      </p>
      {bearer && (
        <>
          <h3>{t('authentication')}</h3>
          <p>
            <code>Authorization: Bearer &lt;access_token&gt;</code>
          </p>
          <Markdown text={bearer.description} />
        </>
      )}
    </article>
  );
}
