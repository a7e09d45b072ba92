import { Tag, Typography } from 'antd';
import { CopyButton } from '../lib/ui';
import { curlCommand, resolveResponse, type Entry, type MediaType, type OpenApiDocument } from './document';
import { Markdown } from './markdown';
import { useReferenceT } from './messages';
import { SchemaView, typeLabel } from './schema';

const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'purple',
  delete: 'red',
};

export function MethodTag({ method }: { method: string }) {
  return (
    <Tag color={METHOD_COLORS[method]} className="ref-method">
      {method.toUpperCase()}
    </Tag>
  );
}

/** The media types of a body or answer, each with its schema (and, for an event stream, one event's). */
function Content({ doc, content }: { doc: OpenApiDocument; content: Record<string, MediaType> | undefined }) {
  const t = useReferenceT();
  const types = Object.entries(content ?? {});
  // The same schema under several media types (a form read as URL-encoded, multipart or JSON) shows once.
  const shown = types.filter(
    ([, media], index) =>
      types.findIndex(([, m]) => JSON.stringify(m.schema) === JSON.stringify(media.schema)) === index,
  );
  return (
    <>
      {shown.map(([type, media]) => {
        const same = types
          .filter(([, m]) => JSON.stringify(m.schema) === JSON.stringify(media.schema))
          .map(([k]) => k);
        const examples = Object.entries(media.examples ?? {});
        return (
          <div key={type} className="ref-media">
            <div className="ref-media-types">
              {same.map((k) => (
                <code key={k}>{k}</code>
              ))}
            </div>
            {media.schema && <SchemaView doc={doc} schema={media.schema} />}
            {media.encoding &&
              Object.entries(media.encoding).map(([field, encoding]) => (
                <p key={field} className="ref-muted">
                  <code>{field}</code>: {encoding.contentType}
                </p>
              ))}
            {media['x-itemSchema'] && (
              <div className="ref-events">
                <h5>{t('eachEvent')}</h5>
                <SchemaView doc={doc} schema={media['x-itemSchema']} />
              </div>
            )}
            {examples.length > 0 && (
              <details className="ref-expandable">
                <summary>{t('examples')}</summary>
                {examples.map(([name, example]) => (
                  <figure key={name} className="ref-example">
                    <figcaption>{example.summary ?? name}</figcaption>
                    <pre>{JSON.stringify(example.value, null, 2)}</pre>
                  </figure>
                ))}
              </details>
            )}
          </div>
        );
      })}
    </>
  );
}

/** One operation: what it is, who may call it, what it takes and what it answers. */
export function OperationView({
  doc,
  entry,
  server,
}: {
  doc: OpenApiDocument;
  entry: Entry;
  server: string;
}) {
  const t = useReferenceT();
  const { operation } = entry;
  const parameters = operation.parameters ?? [];
  const access = operation['x-access'];
  const curl = curlCommand(server, entry);
  return (
    <article className="ref-operation" aria-labelledby="ref-operation-title">
      <header>
        <Typography.Title level={2} id="ref-operation-title" className="ref-title" tabIndex={-1}>
          {operation.summary ?? operation.operationId}
        </Typography.Title>
        <div className="ref-endpoint">
          <MethodTag method={entry.method} />
          <code className="ref-path">{entry.path}</code>
        </div>
        <div className="ref-badges">
          <code className="ref-muted">{operation.operationId}</code>
          {access && <Tag>{t(`access.${access}`)}</Tag>}
          {operation['x-extension'] && <Tag color="gold">{t('extension')}</Tag>}
        </div>
      </header>
      <Markdown text={operation.description} />

      <section aria-labelledby="ref-parameters">
        <h3 id="ref-parameters">{t('parameters')}</h3>
        {parameters.length === 0 ? (
          <p className="ref-muted">—</p>
        ) : (
          <div className="ref-table-wrap">
            <table className="ref-table">
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('where')}</th>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('description')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td>
                      <code>{p.name}</code>{' '}
                      {p.required ? (
                        <Tag color="orange">{t('required')}</Tag>
                      ) : (
                        <span className="ref-muted">{t('optional')}</span>
                      )}
                    </td>
                    <td>{p.in}</td>
                    <td>
                      <code>{p.schema ? typeLabel(doc, p.schema, t) : ''}</code>
                    </td>
                    <td>
                      <Markdown text={p.description ?? p.schema?.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {operation.requestBody && (
        <section aria-labelledby="ref-body">
          <h3 id="ref-body">
            {t('requestBody')}{' '}
            {operation.requestBody.required ? (
              <Tag color="orange">{t('required')}</Tag>
            ) : (
              <span className="ref-muted">{t('bodyOptional')}</span>
            )}
          </h3>
          <Markdown text={operation.requestBody.description} />
          <Content doc={doc} content={operation.requestBody.content} />
        </section>
      )}

      <section aria-labelledby="ref-responses">
        <h3 id="ref-responses">{t('responses')}</h3>
        {Object.entries(operation.responses).map(([status, given]) => {
          const response = resolveResponse(doc, given);
          const ok = status.startsWith('2') || status.startsWith('3');
          return (
            <div key={status} className="ref-response">
              <h4>
                <Tag color={ok ? 'green' : status === 'default' ? 'default' : 'red'}>{status}</Tag>
              </h4>
              <Markdown text={response.description} />
              {response.headers && (
                <ul className="ref-fields">
                  {Object.entries(response.headers).map(([name, header]) => (
                    <li key={name} className="ref-field">
                      <code className="ref-field-name">{name}</code> {header.description}
                    </li>
                  ))}
                </ul>
              )}
              <Content doc={doc} content={response.content} />
            </div>
          );
        })}
      </section>

      <section aria-labelledby="ref-example">
        <h3 id="ref-example">
          {t('example')} <CopyButton text={curl} label={t('copyCurl')} />
        </h3>
        <pre className="ref-code" tabIndex={0} aria-labelledby="ref-example">
          {curl}
        </pre>
      </section>
    </article>
  );
}
