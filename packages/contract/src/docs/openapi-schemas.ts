import { z } from 'zod';
import { fieldNotes } from './field-notes';
import {
  COMPONENTS,
  DEFS,
  fieldSchema,
  namedSchemas,
  override,
  refsIn,
  rewriteRefs,
  type Io,
  type Json,
} from './openapi-names';

/**
 * The schemas of the document: `schema(zod, io)` gives a schema object referring to components, and
 * `components()` the components those refer to. A named schema whose request form (`input`) differs
 * from its answer form (`output`: defaults filled in, coerced values) has both: `X` and `XInput`.
 */
export class Schemas {
  private readonly names = namedSchemas();
  private readonly registry = z.registry<{ id: string }>();
  private readonly emitted: Record<Io, Record<string, Json>>;
  /** Names whose input form differs from their output form (or refers to one that does). */
  private readonly twoForms = new Set<string>();

  constructor() {
    for (const [schema, id] of this.names) this.registry.add(schema, { id });
    const emit = (io: Io) => {
      const { schemas } = z.toJSONSchema(this.registry, {
        io,
        unrepresentable: 'any',
        override: override(io),
        uri: (id) => `${COMPONENTS}${id}`,
      });
      return Object.fromEntries(
        Object.entries(schemas).map(([id, json]) => {
          const { $schema: _s, $id: _i, ...rest } = json as Json;
          return [id, rest];
        }),
      );
    };
    this.emitted = { input: emit('input'), output: emit('output') };
    this.describeFields();
    const taken = new Set(this.names.values());
    const idOf = (ref: string) => ref.slice(COMPONENTS.length);
    for (const id of Object.keys(this.emitted.output))
      if (JSON.stringify(this.emitted.input[id]) !== JSON.stringify(this.emitted.output[id]))
        this.twoForms.add(id);
    for (let grew = true; grew;) {
      grew = false;
      for (const id of Object.keys(this.emitted.input)) {
        if (this.twoForms.has(id)) continue;
        if ([...refsIn(this.emitted.input[id])].some((ref) => this.twoForms.has(idOf(ref)))) {
          this.twoForms.add(id);
          grew = true;
        }
      }
    }
    for (const id of this.twoForms)
      if (taken.has(`${id}Input`))
        throw new Error(`openapi: the input form of ${id} would take the name of the schema ${id}Input`);
  }

  /**
   * docs/api.md's notes on fields (`fieldNotes`) become their descriptions. A note on a field of
   * another component (an item of a list) goes on that component's field when it says nothing else
   * there, and otherwise stays with the schema it was written for, in its description.
   */
  private describeFields(): void {
    const later: Array<() => void> = [];
    for (const [schema, notes] of fieldNotes) {
      const id = this.names.get(schema);
      for (const [field, note] of Object.entries(notes)) {
        for (const io of ['input', 'output'] as const) {
          const found = id === undefined ? undefined : fieldSchema(this.emitted[io], id, field);
          if (!found)
            throw new Error(`openapi: no field ${field} in ${id ?? 'an unnamed schema'} for its note`);
          const { target, viaRef } = found;
          if (!viaRef) {
            target.description = note;
            continue;
          }
          later.push(() => {
            if (target.description === undefined) target.description = note;
            else if (target.description !== note) {
              const root = this.emitted[io][id!]!;
              root.description = [root.description, `\`${field}\`: ${note}`].filter(Boolean).join('\n\n');
            }
          });
        }
      }
    }
    for (const apply of later) apply();
  }

  private ref(id: string, io: Io): string {
    return `${COMPONENTS}${io === 'input' && this.twoForms.has(id) ? `${id}Input` : id}`;
  }

  /** The schema object of `schema` as a request sends it (`input`) or an answer carries it (`output`). */
  schema(schema: z.ZodType, io: Io): Json {
    const named = this.names.get(schema);
    if (named) return { $ref: this.ref(named, io) };
    const {
      $schema: _s,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: override(io),
      metadata: this.registry,
    }) as Json;
    for (const id of Object.keys($defs ?? {}))
      if (!this.emitted[io][id]) throw new Error(`openapi: a schema holds an unnamed definition ${id}`);
    rewriteRefs(json, (ref) => (ref.startsWith(DEFS) ? this.ref(ref.slice(DEFS.length), io) : ref));
    return json;
  }

  /** Like `schema`, but a named schema's own JSON (with its fields) rather than a `$ref` to it. */
  inline(schema: z.ZodType, io: Io): Json {
    const id = this.names.get(schema);
    if (!id) return this.schema(schema, io);
    const own = structuredClone(this.emitted[io][id]!);
    rewriteRefs(own, (ref) => this.ref(ref.slice(COMPONENTS.length), io));
    return own;
  }

  /** The components the given document parts refer to, directly or through one another, by name. */
  components(parts: unknown, own: ReadonlySet<string>): Record<string, Json> {
    const out: Record<string, Json> = {};
    const pending = [...refsIn(parts)];
    while (pending.length) {
      const ref = pending.pop()!;
      const name = ref.slice(COMPONENTS.length);
      if (out[name] || own.has(name)) continue;
      const input = name.endsWith('Input') && this.twoForms.has(name.slice(0, -'Input'.length));
      const id = input ? name.slice(0, -'Input'.length) : name;
      const json = structuredClone((input ? this.emitted.input : this.emitted.output)[id]);
      if (!json) throw new Error(`openapi: no component ${name}`);
      if (input) rewriteRefs(json, (r) => this.ref(r.slice(COMPONENTS.length), 'input'));
      out[name] = json;
      pending.push(...refsIn(json));
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  /**
   * Where only the input form of a named schema is used (a request body), it takes the plain name:
   * `XInput` -> `X` in `parts` (in place), and the new name of each component renamed.
   */
  plainInputNames(parts: unknown, components: Record<string, Json>): Record<string, Json> {
    const renamed = new Map<string, string>();
    for (const name of Object.keys(components)) {
      const base = name.slice(0, -'Input'.length);
      if (name.endsWith('Input') && this.twoForms.has(base) && !components[base]) renamed.set(name, base);
    }
    const map = (ref: string) => {
      const to = renamed.get(ref.slice(COMPONENTS.length));
      return to ? `${COMPONENTS}${to}` : ref;
    };
    rewriteRefs(parts, map);
    rewriteRefs(components, map);
    return Object.fromEntries(
      Object.entries(components)
        .map(([name, json]) => [renamed.get(name) ?? name, json] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }
}
