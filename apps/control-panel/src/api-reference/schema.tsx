import { Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { refName, type OpenApiDocument, type Schema } from './document';
import { Markdown } from './markdown';
import { useReferenceT } from './messages';

type T = ReturnType<typeof useReferenceT>;

/** A schema with its `$ref` to a component followed (once: a component is never only a reference). */
function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  const name = refName(schema.$ref);
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

/** The alternatives of a union (`anyOf`, `oneOf`), `null` left out. */
function alternatives(schema: Schema): Schema[] {
  return (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
}

const json = (value: unknown) => JSON.stringify(value);

/** What the schema is, in a few words: `CurrentUser`, `string | null`, `"a" | "b"`, `Fault[]`. */
export function typeLabel(doc: OpenApiDocument, schema: Schema, t: T, depth = 0): string {
  const name = refName(schema.$ref);
  if (name) {
    const target = resolve(doc, schema);
    return hasFields(doc, target) || depth > 2 ? name : typeLabel(doc, target, t, depth + 1);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeLabel(doc, s, t, depth + 1)).join(' | ');
  if (schema.const !== undefined) return json(schema.const);
  if (schema.enum) {
    const shown = schema.enum.slice(0, 8).map(json).join(' | ');
    return schema.enum.length > 8 ? `${shown} | …` : shown;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : t('anyValue');
  return types
    .map((type) => {
      if (type === 'array') return schema.items ? `${typeLabel(doc, schema.items, t, depth + 1)}[]` : 'array';
      if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
        return `${t('mapOf')} ${typeLabel(doc, schema.additionalProperties, t, depth + 1)}`;
      return type;
    })
    .join(' | ');
}

/** Whether the schema has fields to list: an object's, its items', a union member's. */
function hasFields(doc: OpenApiDocument, schema: Schema, seen = 0): boolean {
  if (seen > 5) return false;
  const target = resolve(doc, schema);
  if (target.properties && Object.keys(target.properties).length > 0) return true;
  if (target.items) return hasFields(doc, target.items, seen + 1);
  if (typeof target.additionalProperties === 'object')
    return hasFields(doc, target.additionalProperties, seen + 1);
  return alternatives(target).some((s) => hasFields(doc, s, seen + 1));
}

/** The constraints of a value: length, range, pattern, format, default. */
function constraints(schema: Schema): string[] {
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`${unit} ${min}–${max}`);
    else if (min !== undefined) out.push(`${unit} ≥ ${min}`);
    else if (max !== undefined) out.push(`${unit} ≤ ${max}`);
  };
  range(schema.minLength, schema.maxLength, 'length');
  range(schema.minItems, schema.maxItems, 'items');
  range(schema.minimum, schema.maximum, 'value');
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.pattern) out.push(`/${schema.pattern}/`);
  if (schema.format) out.push(schema.format);
  if (schema.contentMediaType) out.push(schema.contentMediaType);
  if (schema.default !== undefined) out.push(`default ${json(schema.default)}`);
  return out;
}

/** A `<details>` whose content is made only once it is opened: a state export has thousands of fields. */
function Expandable({
  summary,
  open,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  children: () => ReactNode;
}) {
  const [isOpen, setOpen] = useState(open);
  return (
    <details className="ref-expandable" open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {isOpen && children()}
    </details>
  );
}

/** A schema with at most this many fields shows its fields' own fields at first. */
const SMALL = 8;

interface FieldsProps {
  doc: OpenApiDocument;
  schema: Schema;
  /** Components being shown around this one: a component inside itself is named, not opened again. */
  stack: readonly string[];
  depth: number;
}

/** The fields of a schema: an object's properties, an array's items', each member of a union. */
function Fields({ doc, schema, stack, depth }: FieldsProps): ReactNode {
  const t = useReferenceT();
  const name = refName(schema.$ref);
  if (name && stack.includes(name)) return null;
  const inner = name ? [...stack, name] : stack;
  const target = resolve(doc, schema);
  if (target.properties && Object.keys(target.properties).length > 0) {
    const required = new Set(target.required ?? []);
    return (
      <ul className="ref-fields">
        {Object.entries(target.properties).map(([field, property]) => (
          <Field
            key={field}
            doc={doc}
            name={field}
            schema={property}
            required={required.has(field)}
            stack={inner}
            depth={depth}
            siblings={Object.keys(target.properties!).length}
          />
        ))}
      </ul>
    );
  }
  if (target.items) return <Fields doc={doc} schema={target.items} stack={inner} depth={depth} />;
  if (typeof target.additionalProperties === 'object')
    return <Fields doc={doc} schema={target.additionalProperties} stack={inner} depth={depth} />;
  const members = alternatives(target).filter((s) => hasFields(doc, s));
  if (members.length === 1) return <Fields doc={doc} schema={members[0]!} stack={inner} depth={depth} />;
  if (members.length > 1) {
    return (
      <div className="ref-union">
        <span className="ref-muted">{t('oneOf')}</span>
        <ol>
          {members.map((member, index) => (
            <li key={index}>
              <code>{typeLabel(doc, member, t)}</code>
              <Fields doc={doc} schema={member} stack={inner} depth={depth + 1} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return null;
}

function Field({
  doc,
  name,
  schema,
  required,
  stack,
  depth,
  siblings,
}: FieldsProps & { name: string; required: boolean; siblings: number }) {
  const t = useReferenceT();
  const target = resolve(doc, schema);
  const label = typeLabel(doc, schema, t);
  const description = schema.description ?? (refName(schema.$ref) ? undefined : target.description);
  const nested = hasFields(doc, schema) && !stack.includes(refName(schema.$ref) ?? '');
  return (
    <li className="ref-field">
      <div className="ref-field-line">
        <code className="ref-field-name">{name}</code>
        <span className="ref-field-type">{label}</span>
        {required ? (
          <Tag color="orange">{t('required')}</Tag>
        ) : (
          <span className="ref-muted">{t('optional')}</span>
        )}
        {constraints(target).map((text) => (
          <code key={text} className="ref-constraint">
            {text}
          </code>
        ))}
      </div>
      <Markdown text={description} />
      {nested && (
        // Open at first beneath a small schema's field (the envelope's `data`), closed beneath a large one.
        <Expandable
          open={depth < 1 && siblings <= SMALL}
          summary={t('fields', { name: refName(schema.$ref) ?? name })}
        >
          {() => <Fields doc={doc} schema={schema} stack={stack} depth={depth + 1} />}
        </Expandable>
      )}
    </li>
  );
}

/** A schema as a reader needs it: what it is, its description, its fields. */
export function SchemaView({ doc, schema }: { doc: OpenApiDocument; schema: Schema }) {
  const t = useReferenceT();
  const target = resolve(doc, schema);
  return (
    <div className="ref-schema">
      <div className="ref-field-line">
        <span className="ref-field-type">{typeLabel(doc, schema, t)}</span>
        {constraints(target).map((text) => (
          <code key={text} className="ref-constraint">
            {text}
          </code>
        ))}
      </div>
      <Markdown text={schema.description ?? target.description} />
      {hasFields(doc, schema) ? <Fields doc={doc} schema={schema} stack={[]} depth={0} /> : null}
    </div>
  );
}
