import type { z } from 'zod';

/**
 * Compiled response pickers: what an endpoint sends of its handler's result.
 *
 * An answer carries only what its response schema declares (no accidental
 * leak of a column or a hash a service happened to return). zod's `parse`
 * guarantees that by checking every value of every answer; on a list of 50
 * projects that was a third of the request's CPU time. A picker is built once
 * per schema from its definition (`schema._zod.def`, zod 4) and copies only
 * the declared keys, recursively through objects, arrays, records, nullable,
 * optional and default wrappers and unions, as `parse` would output them:
 * the same keys in the same order, the same values, defaults filled in and
 * string overwrites (`.trim()`, …) applied. It checks each value's kind as it
 * goes (a string is a string, a number finite, an enum value one of its
 * values, an object an object), so a value of the wrong kind never goes out
 * in place of a declared one: there, and for any schema kind the picker does
 * not know (transforms, pipes, intersections, tuples, lazy, dates, …), the
 * picker hands that part of the value to zod's `parse`, which outputs it
 * exactly or throws as before (a 500). What a picker does not check is the
 * refinements within a kind (`.int()`, `.min()`, formats, `.refine()`):
 * `config.validateResponses` runs the full `parse` beside it under tests.
 */
export type Picker = (value: unknown) => unknown;

/** What the picker reads of a zod 4 schema (`schema._zod`). */
interface Schema {
  _zod: {
    def: Def;
    optin?: 'optional' | 'defaulted';
    /** An enum's or literal's values. */
    values?: Set<unknown>;
    propValues?: Record<string, Set<unknown>>;
    traits: Set<string>;
  };
  parse(value: unknown): unknown;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; tx?: (value: unknown) => unknown } } }>;
  coerce?: boolean;
  innerType?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  options?: Schema[];
  discriminator?: string;
  keyType?: Schema;
  valueType?: Schema;
  mode?: string;
  partial?: boolean;
  readonly defaultValue?: unknown;
}

/** A compiled schema: its picker, and an inline test for values that go out as they are. */
interface Node {
  pick: Picker;
  /**
   * For a leaf (string, number, …): a JS expression, over the variable `x`,
   * true when `x` goes out as it is (the object picker inlines it and calls
   * `pick` only otherwise). `refer` names a value the expression needs.
   */
  inline?: (refer: (value: unknown) => string) => string;
  /** The same test as a function (a union of leaves tries each option). */
  accepts?: (value: unknown) => boolean;
}

const defOf = (schema: Schema): Def => schema._zod.def;

/** The schema's own `parse`, for a part the picker does not copy itself (see above). */
function parsed(schema: Schema): Node {
  return { pick: (value) => schema.parse(value) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object of no class (zod's records take no other). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A leaf whose value goes out as it is when `test` holds (else `parse`: it throws). */
function leaf(
  schema: Schema,
  test: (value: unknown) => boolean,
  inline: Node['inline'],
  overwrite?: (value: unknown) => unknown,
): Node {
  if (overwrite) return { pick: (value) => (test(value) ? overwrite(value) : schema.parse(value)) };
  return { pick: (value) => (test(value) ? value : schema.parse(value)), inline, accepts: test };
}

/** The overwrites (`.trim()`, `.toLowerCase()`, …) a string's checks apply, in order; null if none. */
function overwritesOf(def: Def): ((value: unknown) => unknown) | null {
  const txs = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'overwrite' && typeof check.tx === 'function')
    .map((check) => check.tx!);
  if (txs.length === 0) return null;
  return (value) => txs.reduce((result, tx) => tx(result), value);
}

/** Does any check of this (non-string) schema rewrite its value? Then only `parse` outputs it. */
const rewrites = (def: Def): boolean =>
  (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

const isFiniteNumber = (value: unknown): boolean =>
  typeof value === 'number' && value - value === 0;

function compileNode(schema: Schema, fallbacks: string[], path: string): Node {
  const def = defOf(schema);
  if (def.coerce) return fallback(schema, fallbacks, path, 'coerce');
  if (def.type !== 'string' && rewrites(def))
    return fallback(schema, fallbacks, path, `${def.type} with an overwrite`);
  switch (def.type) {
    case 'string': {
      const overwrite = overwritesOf(def);
      return leaf(
        schema,
        (value) => typeof value === 'string',
        () => 'typeof x === "string"',
        overwrite ?? undefined,
      );
    }
    case 'number':
      // Finite, as zod's: NaN and the infinities are refused (`x - x` is 0 only for a finite number).
      return leaf(schema, isFiniteNumber, () => '(typeof x === "number" && x - x === 0)');
    case 'boolean':
      return leaf(
        schema,
        (value) => typeof value === 'boolean',
        () => 'typeof x === "boolean"',
      );
    case 'null':
      return leaf(
        schema,
        (value) => value === null,
        () => 'x === null',
      );
    case 'enum':
    case 'literal': {
      const values = schema._zod.values ?? new Set();
      return leaf(
        schema,
        (value) => values.has(value),
        (refer) => `${refer(values)}.has(x)`,
      );
    }
    case 'unknown':
    case 'any':
      return { pick: (value) => value, inline: () => 'true', accepts: () => true };
    case 'nullable':
      return nullable(compileNode(def.innerType!, fallbacks, path));
    case 'optional':
      // `exactOptional` refuses an explicit undefined: left to zod.
      if (schema._zod.traits.has('$ZodExactOptional'))
        return fallback(schema, fallbacks, path, 'exactOptional');
      return optional(def.innerType!, compileNode(def.innerType!, fallbacks, path));
    case 'default':
      return withDefault(def, compileNode(def.innerType!, fallbacks, path));
    case 'readonly':
      // zod freezes the output; JSON cannot tell.
      return compileNode(def.innerType!, fallbacks, path);
    case 'array':
      return array(schema, compileNode(def.element!, fallbacks, `${path}[]`));
    case 'object':
      return object(schema, def, fallbacks, path);
    case 'record':
      return record(schema, def, fallbacks, path);
    case 'union':
      return union(schema, def, fallbacks, path);
    default:
      return fallback(schema, fallbacks, path, def.type);
  }
}

function fallback(schema: Schema, fallbacks: string[], path: string, why: string): Node {
  fallbacks.push(`${path || '(root)'}: ${why}`);
  return parsed(schema);
}

function nullable(inner: Node): Node {
  const { pick } = inner;
  return {
    pick: (value) => (value === null ? null : pick(value)),
    inline: inner.inline && ((refer) => `(x === null || ${inner.inline!(refer)})`),
    accepts: inner.accepts && ((value) => value === null || inner.accepts!(value)),
  };
}

function optional(innerSchema: Schema, inner: Node): Node {
  const { pick } = inner;
  // An optional default still fills in its default (zod runs the inner schema on undefined).
  if (innerSchema._zod.optin === 'defaulted') return { pick };
  return {
    pick: (value) => (value === undefined ? undefined : pick(value)),
    inline: inner.inline && ((refer) => `(x === undefined || ${inner.inline!(refer)})`),
    accepts: inner.accepts && ((value) => value === undefined || inner.accepts!(value)),
  };
}

/** `.default(v)`: the default (a fresh copy each time, as zod gives) for undefined. */
function withDefault(def: Def, inner: Node): Node {
  const { pick } = inner;
  return {
    pick: (value) => {
      if (value === undefined) return def.defaultValue;
      const result = pick(value);
      return result === undefined ? def.defaultValue : result;
    },
  };
}

function array(schema: Schema, element: Node): Node {
  const { pick } = element;
  return {
    pick: (value) => {
      if (!Array.isArray(value)) return schema.parse(value);
      const length = value.length;
      const result: unknown[] = [];
      for (let i = 0; i < length; i += 1) result.push(pick(value[i]));
      return result;
    },
  };
}

/**
 * An object: one function compiled for its keys, building the answer as one
 * object literal in the schema's key order (the order `parse` outputs). An
 * optional key the value lacks is written as undefined, which JSON leaves
 * out, as `parse` leaves out the key. A leaf's value is tested inline and
 * copied; anything else goes through its own picker.
 */
function object(schema: Schema, def: Def, fallbacks: string[], path: string): Node {
  const catchall = def.catchall;
  if (catchall && defOf(catchall).type === 'never')
    return fallback(schema, fallbacks, path, 'strict object');
  const refs: unknown[] = [];
  const refer = (value: unknown) => {
    refs.push(value);
    return `r[${refs.length - 1}]`;
  };
  const keys = Object.keys(def.shape ?? {}).filter((key) => key !== '__proto__');
  const fields = keys.map((key) => {
    const node = compileNode(def.shape![key]!, fallbacks, `${path}.${key}`);
    const name = JSON.stringify(key);
    const pick = refer(node.pick);
    return node.inline
      ? `${name}: (x = v[${name}], ${node.inline(refer)}) ? x : ${pick}(x)`
      : `${name}: ${pick}(v[${name}])`;
  });
  const parse = refer((value: unknown) => schema.parse(value));
  let rest = '';
  if (catchall) {
    const known = refer(new Set(keys));
    const pickRest = refer(compileNode(catchall, fallbacks, `${path}.*`).pick);
    rest = `for (const key in v) if (!${known}.has(key) && key !== "__proto__") o[key] = ${pickRest}(v[key]);`;
  }
  const source = `return function pickObject(v) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return ${parse}(v);
    let x;
    const o = { ${fields.join(', ')} };
    ${rest}
    return o;
  };`;
  return { pick: new Function('r', source)(refs) as Picker };
}

/**
 * A record: a key type of string values (an enum, literals) declares its
 * keys: all of them in that order (`partialRecord`: those present, in the
 * value's order), any other key refused by `parse`; a plain string key type
 * takes every key. Other key types (numbers, refined strings) are zod's.
 */
function record(schema: Schema, def: Def, fallbacks: string[], path: string): Node {
  const keyDef = defOf(def.keyType!);
  const values =
    keyDef.type === 'enum' || keyDef.type === 'literal'
      ? [...(def.keyType!._zod.values ?? [])]
      : null;
  const plainString = keyDef.type === 'string' && !keyDef.checks?.length && !keyDef.coerce;
  const stringValues = values?.every((value) => typeof value === 'string') ? values : null;
  if (def.mode === 'loose' || !(plainString || stringValues))
    return fallback(schema, fallbacks, path, 'record key type');
  const { pick } = compileNode(def.valueType!, fallbacks, `${path}{}`);
  if (plainString) {
    return {
      pick: (value) => {
        if (!isPlainObject(value)) return schema.parse(value);
        const result: Record<string, unknown> = {};
        for (const key of Object.keys(value))
          if (key !== '__proto__') result[key] = pick(value[key]);
        return result;
      },
    };
  }
  const declared = new Set(stringValues as string[]);
  const exhaustive = !def.partial;
  return {
    pick: (value) => {
      if (!isPlainObject(value)) return schema.parse(value);
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(value)) if (!declared.has(key)) return schema.parse(value);
      if (exhaustive) {
        for (const key of declared) if (key !== '__proto__') result[key] = pick(value[key]);
      } else {
        for (const key of Object.keys(value))
          if (key !== '__proto__') result[key] = pick(value[key]);
      }
      return result;
    },
  };
}

/**
 * A union: of leaves, the value goes out as it is when an option takes it;
 * discriminated, the option its discriminator names picks it. Any other
 * union (of objects, undiscriminated) is zod's: only `parse` knows which
 * option it is.
 */
function union(schema: Schema, def: Def, fallbacks: string[], path: string): Node {
  const options = (def.options ?? []).map((option, i) =>
    compileNode(option, fallbacks, `${path}|${i}`),
  );
  if (options.every((option) => option.accepts)) {
    const tests = options.map((option) => option.accepts!);
    const accepts = (value: unknown) => tests.some((test) => test(value));
    return { pick: (value) => (accepts(value) ? value : schema.parse(value)), accepts };
  }
  if (def.discriminator !== undefined) {
    const discriminator = def.discriminator;
    const byValue = new Map<unknown, Picker | null>();
    def.options!.forEach((option, i) => {
      for (const value of option._zod.propValues?.[discriminator] ?? []) {
        // Two options claiming a value: neither picks it (zod's parse decides).
        byValue.set(value, byValue.has(value) ? null : options[i]!.pick);
      }
    });
    return {
      pick: (value) => {
        const pick = isObject(value) ? byValue.get(value[discriminator]) : undefined;
        return pick ? pick(value) : schema.parse(value);
      },
    };
  }
  return fallback(schema, fallbacks, path, 'union of objects');
}

export interface CompiledPicker {
  pick: Picker;
  /** The parts (by path) that zod's `parse` outputs instead, with why; empty when none. */
  fallbacks: string[];
}

/** Compiles the picker of a response schema (see above). */
export function compilePicker(schema: z.ZodType): CompiledPicker {
  const fallbacks: string[] = [];
  const { pick } = compileNode(schema as unknown as Schema, fallbacks, '');
  return { pick, fallbacks };
}

/**
 * What an endpoint sends of its handler's result: the picker's copy, the
 * picker compiled at the first answer. Validating (`config.validateResponses`),
 * zod's `parse` output is sent, and the picker's must be the same JSON, or
 * the answer is a 500: every API test is a test of the picker too.
 */
export function responseOutput(schema: z.ZodType, validate: boolean): Picker {
  let pick: Picker | null = null;
  return (value) => {
    pick ??= compilePicker(schema).pick;
    if (!validate) return pick(value);
    const output = schema.parse(value);
    const expected = JSON.stringify(output);
    const actual = JSON.stringify(pick(value));
    if (actual !== expected)
      throw new Error(`The response picker's answer differs from zod's: ${actual} != ${expected}`);
    return output;
  };
}
