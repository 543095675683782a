import { z } from 'zod';

/**
 * The strict form of an input schema: every object in it, at any depth
 * (inside optionals, defaults, arrays, records, unions, pipes, lazies), refuses
 * a key it does not declare, so a misspelt field (`price` for `priceAmount`)
 * or query parameter is a 400 naming it instead of being dropped in silence.
 *
 * The contracts in `@keel/types` stay plain `z.object`s, shared by inputs and
 * answers (an answer is parsed by its schema, which strips what it does not
 * declare); the strictness belongs to the request side, so it is applied here,
 * where the server parses a request (`parsePart`) and where the OpenAPI
 * document describes one (`additionalProperties: false`). An object that
 * declares what its other keys hold (`.catchall(...)`, a loose object) keeps it.
 *
 * Each schema is converted once (a weak cache); the copies inherit their
 * original's metadata (descriptions) and keep its checks and refinements.
 */
const cache = new WeakMap<z.ZodType, z.ZodType>();

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function copy(schema: z.ZodType, def: Def): z.ZodType {
  return z.core.util.clone(schema as never, def as never, { parent: true }) as unknown as z.ZodType;
}

function convert(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as Def;
  const inner = (key: string) => strictInput(def[key] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries((schema as z.ZodObject).shape).map(([key, value]) => [
          key,
          strictInput(value as z.ZodType),
        ]),
      );
      return copy(schema, { ...def, shape, catchall: def.catchall ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
    case 'success':
      return copy(schema, { ...def, innerType: inner('innerType') });
    case 'array':
      return copy(schema, { ...def, element: inner('element') });
    case 'record':
      return copy(schema, { ...def, valueType: inner('valueType') });
    case 'pipe':
      return copy(schema, { ...def, in: inner('in'), out: inner('out') });
    case 'union':
      return copy(schema, { ...def, options: (def.options as z.ZodType[]).map(strictInput) });
    case 'tuple':
      return copy(schema, {
        ...def,
        items: (def.items as z.ZodType[]).map(strictInput),
        rest: def.rest ? inner('rest') : null,
      });
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      return copy(schema, { ...def, getter: () => strictInput(getter()) });
    }
    // An intersection's sides each see the other's keys: left as written.
    default:
      return schema;
  }
}

export function strictInput<S extends z.ZodType>(schema: S): S {
  let strict = cache.get(schema);
  if (!strict) {
    strict = convert(schema);
    cache.set(schema, strict);
  }
  return strict as S;
}
