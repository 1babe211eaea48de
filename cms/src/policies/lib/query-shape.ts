/**
 * Checks the shape of a content-API query (`populate`, `filters`, `sort`, `fields`, `pagination`) against the
 * caller's rules before Strapi touches the database: how deep relations may be followed, which attributes may
 * be populated, and that media files are leaves (their `related` relation lists every entry that uses the file,
 * drafts included). Works on the query exactly as Strapi's query parser (qs) hands it over, in every form Strapi
 * accepts: `populate=a.b`, `populate=a,b`, `populate[0]=a.b`, `populate[a][populate][b]=true`, `populate=*`,
 * dynamic-zone fragments (`on`), and `$and`/`$or`/`$not` in filters.
 */

/** The part of a Strapi model schema the checks read. */
export type Attribute = {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
  private?: boolean;
};
export type Model = { uid: string; attributes: Record<string, Attribute> };
export type GetModel = (uid: string) => Model | undefined;

/** Attribute names a caller may follow from one model, each with what may follow from its target. */
export type AllowTree = { readonly [attribute: string]: AllowTree };

/**
 * What one query's filters may cost. Each condition through a relation is a join, and `$or` over joins multiplies
 * the rows the database walks (19 relational `$or` branches held SQLite for seconds, and better-sqlite3 holds the
 * whole process while it works), so the caps bound the work before any of it starts.
 */
export type FilterBudget = {
  /** Most filters one `$or`/`$and` combines, and most values in one list (`$in`). */
  maxListItems: number;
  /** Most `$and`/`$or`/`$not` inside each other. */
  maxLogicalDepth: number;
  /** Most comparisons in the whole query (populate filters included). */
  maxConditions: number;
  /** Longest text compared against. */
  maxValueLength: number;
};

/** The filters a caller may send on one content type: attributes (dotted through relations) with their operators. */
export type FilterShape = {
  readonly fields: Readonly<Record<string, readonly string[]>>;
  /** Logical operators that may combine them, at the root only. */
  readonly combine?: readonly string[];
};

export type QueryRules = {
  /** Relations, components, media and dynamic zones nested deeper than this are refused (root level = 1). */
  maxDepth: number;
  /** What may be populated or filtered through, per root content type; absent = anything within `maxDepth`. */
  allow?: Readonly<Record<string, AllowTree>>;
  filterBudget: FilterBudget;
  /** The filter shapes allowed, per root content type (a type not named takes no filters); absent = any shape. */
  filterShapes?: Readonly<Record<string, FilterShape>>;
};

export type QueryParam = 'query' | 'populate' | 'filters' | 'sort' | 'fields' | 'pagination';

/** A query the rules refuse; `path` names the offending key the way the query spelled it. */
export class QueryShapeError extends Error {
  constructor(
    message: string,
    readonly param: QueryParam,
    readonly path: string,
  ) {
    super(message);
    this.name = 'QueryShapeError';
  }
}

export const UPLOAD_FILE_UID = 'plugin::upload.file';
const ROOT_PARAMS = new Set(['locale', 'status', 'fields', 'filters', 'sort', 'populate', 'pagination']);
const PAGINATION_KEYS = new Set(['page', 'pageSize', 'start', 'limit', 'withCount']);
const NESTED_POPULATE_KEYS = new Set(['populate', 'fields', 'filters', 'sort', 'on']);
const LOGICAL_OPERATORS = new Set(['$and', '$or', '$not']);
const SCALAR_KEYS = new Set(['id', 'documentId']);
const TRUE_WORDS = new Set(['true', '1', 't', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'f', 'no', 'off']);

/** One level of the walk: the model whose attributes are named here, their depth, what the rules allow. */
type Level = { model: Model; depth: number; allow: AllowTree | undefined; path: string };

/** Where a filter walk is: the budget spent so far, the shape in force, the attribute path, the logical depth. */
type FilterWalk = {
  rules: QueryRules;
  tally: { conditions: number };
  /** The caller's allowed shape for this query's root type; undefined when any shape within the budget goes. */
  shape: FilterShape | undefined;
  /** Attribute path from the root type (`topics.`), as filter shapes name fields. */
  prefix: string;
  logicalDepth: number;
};
const NO_FILTERS: FilterShape = { fields: {} };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value) || value === null;
const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
/** Own keys only: `constructor` or `toString` in a query must not resolve to Object.prototype members. */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Attribute types that lead to another model (and so cost a join and may carry other entries). */
const isNested = (a: Attribute) => ['relation', 'media', 'component', 'dynamiczone'].includes(a.type);

export function createQueryChecker(getModel: GetModel) {
  /** The conditions counted in the query being checked (`check` is synchronous: one query at a time). */
  let tally = { conditions: 0 };
  /** A walk from a root level; `shape` only for callers with filter shapes (undefined for the others). */
  const walkFor = (rules: QueryRules, shape: FilterShape | undefined): FilterWalk => ({
    rules,
    tally,
    shape: rules.filterShapes === undefined ? undefined : shape,
    prefix: '',
    logicalDepth: 0,
  });

  const modelOf = (uid: string | undefined, param: QueryParam, path: string): Model => {
    const model = uid ? getModel(uid) : undefined;
    if (!model) throw new QueryShapeError(`Unknown model behind "${path}"`, param, path);
    return model;
  };

  /** The attribute `key` of the level, checked against depth, privacy, the allow-list and the media rule. */
  function follow(level: Level, key: string, param: QueryParam, rules: QueryRules): Attribute {
    const path = join(level.path, key);
    const attribute = own(level.model.attributes, key);
    if (!attribute || !isNested(attribute) || attribute.private === true) {
      throw new QueryShapeError(`"${path}" cannot be used in ${param}`, param, path);
    }
    if (level.model.uid === UPLOAD_FILE_UID) {
      throw new QueryShapeError(`Media files cannot be followed further ("${path}")`, param, path);
    }
    if (attribute.type === 'relation' && !attribute.target?.startsWith('api::')) {
      throw new QueryShapeError(`"${path}" cannot be used in ${param}`, param, path);
    }
    if (level.allow !== undefined && own(level.allow, key) === undefined) {
      throw new QueryShapeError(`"${path}" is not available to this client`, param, path);
    }
    if (level.depth > rules.maxDepth) {
      throw new QueryShapeError(`"${path}" is nested deeper than ${rules.maxDepth} levels`, param, path);
    }
    return attribute;
  }

  /** The level below `attribute` (for a dynamic zone: one of its components, chosen by `componentUid`). */
  function below(level: Level, key: string, attribute: Attribute, param: QueryParam, componentUid?: string): Level {
    const path = join(level.path, key);
    const uid =
      attribute.type === 'media'
        ? UPLOAD_FILE_UID
        : attribute.type === 'component'
          ? attribute.component
          : attribute.type === 'dynamiczone'
            ? componentUid
            : attribute.target;
    const allow = level.allow === undefined ? undefined : (own(level.allow, key) ?? {});
    return { model: modelOf(uid, param, path), depth: level.depth + 1, allow, path };
  }

  // --- populate -------------------------------------------------------------------------------------------

  /** `*` populates every attribute of the level: never for allow-listed callers, never inside a media file. */
  function wildcard(level: Level, rules: QueryRules): void {
    const path = join(level.path, '*');
    if (level.allow !== undefined) {
      throw new QueryShapeError(`"${path}" is not available to this client; name what to populate`, 'populate', path);
    }
    if (level.model.uid === UPLOAD_FILE_UID) {
      throw new QueryShapeError(`Media files cannot be followed further ("${path}")`, 'populate', path);
    }
    if (level.depth > rules.maxDepth) {
      throw new QueryShapeError(`"${path}" is nested deeper than ${rules.maxDepth} levels`, 'populate', path);
    }
  }

  /** A dotted path (`topics.posts`), one attribute per segment; a dynamic zone can only end it. */
  function dottedPath(level: Level, dotted: string, rules: QueryRules): void {
    let current = level;
    const segments = dotted.split('.');
    segments.forEach((segment, index) => {
      const attribute = follow(current, segment, 'populate', rules);
      if (index === segments.length - 1) return;
      if (attribute.type === 'dynamiczone') {
        const path = join(current.path, segment);
        throw new QueryShapeError(`Use "on" to populate inside the dynamic zone "${path}"`, 'populate', path);
      }
      current = below(current, segment, attribute, 'populate');
    });
  }

  function populateList(level: Level, items: unknown[], rules: QueryRules): void {
    for (const item of items) {
      if (typeof item !== 'string') {
        throw new QueryShapeError('populate lists must contain attribute names', 'populate', level.path);
      }
      for (const part of item.split(',').map((p) => p.trim())) {
        if (part === '*') wildcard(level, rules);
        else dottedPath(level, part, rules);
      }
    }
  }

  /** `populate[key]=<value>`: true/false, or an object with populate, fields, filters, sort (and `on`). */
  function populateEntry(level: Level, key: string, value: unknown, rules: QueryRules): void {
    const path = join(level.path, key);
    if (typeof value === 'boolean' || typeof value === 'string') {
      const word = String(value).toLowerCase();
      if (FALSE_WORDS.has(word)) return;
      if (!TRUE_WORDS.has(word)) {
        throw new QueryShapeError(`populate[${path}] must be true, false or an object`, 'populate', path);
      }
      follow(level, key, 'populate', rules);
      return;
    }
    if (!isPlainObject(value)) {
      throw new QueryShapeError(`populate[${path}] must be true, false or an object`, 'populate', path);
    }
    const attribute = follow(level, key, 'populate', rules);
    for (const option of Object.keys(value)) {
      if (!NESTED_POPULATE_KEYS.has(option)) {
        throw new QueryShapeError(`"${option}" is not supported in populate[${path}]`, 'populate', join(path, option));
      }
    }
    if (attribute.type === 'dynamiczone') return dynamicZone(level, key, attribute, value, rules);
    if (value.on !== undefined) {
      throw new QueryShapeError(`"on" only applies to dynamic zones (${path})`, 'populate', path);
    }
    nestedOptions(below(level, key, attribute, 'populate'), value, rules);
  }

  /** What may follow a populated attribute: its own populate, fields, filters and sort. */
  function nestedOptions(level: Level, options: Record<string, unknown>, rules: QueryRules): void {
    if (options.populate !== undefined) populate(level, options.populate, rules);
    if (options.fields !== undefined) fields(level, options.fields);
    // Filters inside populate spend the query's budget; a shaped caller (the public) has none there.
    if (options.filters !== undefined) filters(level, options.filters, walkFor(rules, NO_FILTERS));
    if (options.sort !== undefined) sort(level, options.sort);
  }

  /** A dynamic zone takes `populate=*` (every component, one level) or `on[<component>]=<options>`. */
  function dynamicZone(level: Level, key: string, zone: Attribute, value: Record<string, unknown>, rules: QueryRules) {
    const path = join(level.path, key);
    const components = new Set(zone.components ?? []);
    if (value.populate !== undefined) {
      if (value.populate !== '*') {
        throw new QueryShapeError(`populate[${path}][populate] must be "*"; use "on" for more`, 'populate', path);
      }
      wildcard(
        { model: { uid: path, attributes: {} }, depth: level.depth + 1, allow: level.allow?.[key], path },
        rules,
      );
    }
    if (value.on === undefined) return;
    if (!isPlainObject(value.on))
      throw new QueryShapeError(`populate[${path}][on] must be an object`, 'populate', path);
    for (const [uid, options] of Object.entries(value.on)) {
      if (!components.has(uid)) throw new QueryShapeError(`"${uid}" is not a component of "${path}"`, 'populate', path);
      const component = below(level, key, zone, 'populate', uid);
      if (isPlainObject(options)) nestedOptions(component, options, rules);
      else if (!TRUE_WORDS.has(String(options).toLowerCase())) {
        throw new QueryShapeError(`populate[${path}][on][${uid}] must be true or an object`, 'populate', path);
      }
    }
  }

  function populate(level: Level, value: unknown, rules: QueryRules): void {
    if (typeof value === 'string') return populateList(level, [value], rules);
    if (Array.isArray(value)) return populateList(level, value, rules);
    if (isPlainObject(value)) {
      for (const [key, entry] of Object.entries(value)) populateEntry(level, key, entry, rules);
      return;
    }
    throw new QueryShapeError('populate must be a string, a list or an object', 'populate', level.path);
  }

  // --- filters, sort, fields -------------------------------------------------------------------------------

  /** Filters name attributes of the level (relations lead one level down) or combine filters ($and/$or/$not). */
  function filters(level: Level, value: unknown, walk: FilterWalk): void {
    if (!isPlainObject(value)) throw new QueryShapeError('filters must be an object', 'filters', level.path);
    for (const [key, condition] of Object.entries(value)) {
      if (LOGICAL_OPERATORS.has(key)) {
        const items = key === '$not' ? [condition] : filterList(level, key, condition);
        const inner = enterLogical(level.path, key, items.length, walk, walk.prefix === '');
        items.forEach((item) => filters(level, item, inner));
      } else if (key.startsWith('$')) {
        throw new QueryShapeError(`"${key}" must follow an attribute name`, 'filters', join(level.path, key));
      } else {
        filterAttribute(level, key, condition, walk);
      }
    }
  }

  function filterList(level: Level, key: string, condition: unknown): unknown[] {
    const list = Array.isArray(condition) ? condition : isPlainObject(condition) ? Object.values(condition) : null;
    if (list === null) throw new QueryShapeError(`${key} must be a list of filters`, 'filters', level.path);
    return list;
  }

  /** One `$and`/`$or`/`$not` deeper: within the budget, and (for shaped callers) where the shape combines. */
  function enterLogical(path: string, key: string, items: number, walk: FilterWalk, atRoot: boolean): FilterWalk {
    const { maxLogicalDepth, maxListItems } = walk.rules.filterBudget;
    const where = join(path, key);
    if (walk.shape !== undefined && !(atRoot && walk.logicalDepth === 0 && (walk.shape.combine ?? []).includes(key))) {
      throw new QueryShapeError(`"${key}" is not available to this client here`, 'filters', where);
    }
    if (walk.logicalDepth + 1 > maxLogicalDepth) {
      throw new QueryShapeError(
        `Filters may nest $and, $or and $not at most ${maxLogicalDepth} deep`,
        'filters',
        where,
      );
    }
    if (items > maxListItems) {
      throw new QueryShapeError(`${key} may combine at most ${maxListItems} filters`, 'filters', where);
    }
    return { ...walk, logicalDepth: walk.logicalDepth + 1 };
  }

  function filterAttribute(level: Level, key: string, condition: unknown, walk: FilterWalk): void {
    const attribute = own(level.model.attributes, key);
    if (SCALAR_KEYS.has(key) || (attribute && !isNested(attribute) && attribute.private !== true)) {
      return operatorValues(join(level.path, key), `${walk.prefix}${key}`, condition, walk);
    }
    const followed = follow(level, key, 'filters', walk.rules);
    if (followed.type === 'dynamiczone') {
      throw new QueryShapeError(`Dynamic zones cannot be filtered ("${join(level.path, key)}")`, 'filters', key);
    }
    filters(below(level, key, followed, 'filters'), condition, { ...walk, prefix: `${walk.prefix}${key}.` });
  }

  /** The value side of a scalar filter: a value, or operators whose values are scalars or lists of scalars. */
  function operatorValues(path: string, field: string, condition: unknown, walk: FilterWalk): void {
    if (isScalar(condition)) return comparison(path, field, '$eq', condition, walk);
    if (Array.isArray(condition)) return comparison(path, field, '$in', condition, walk);
    if (!isPlainObject(condition)) throw new QueryShapeError(`Invalid filter on "${path}"`, 'filters', path);
    for (const [operator, operand] of Object.entries(condition)) {
      if (!operator.startsWith('$')) throw new QueryShapeError(`Invalid filter on "${path}"`, 'filters', path);
      if (LOGICAL_OPERATORS.has(operator)) {
        const items = Array.isArray(operand) ? operand : isPlainObject(operand) ? Object.values(operand) : [operand];
        const inner = enterLogical(path, operator, items.length, walk, false);
        items.forEach((item) => operatorValues(path, field, item, inner));
      } else {
        comparison(path, field, operator, operand, walk);
      }
    }
  }

  /** One comparison: counted against the budget, its value bounded, its operator one the shape allows. */
  function comparison(path: string, field: string, operator: string, operand: unknown, walk: FilterWalk): void {
    const { maxConditions, maxListItems, maxValueLength } = walk.rules.filterBudget;
    const values = Array.isArray(operand) ? operand : [operand];
    if (!values.every(isScalar))
      throw new QueryShapeError(`Invalid value for ${operator} on "${path}"`, 'filters', path);
    if (walk.shape !== undefined && !(own(walk.shape.fields, field) ?? []).includes(operator)) {
      throw new QueryShapeError(
        `Filtering "${field}" with ${operator} is not available to this client`,
        'filters',
        path,
      );
    }
    walk.tally.conditions += 1;
    if (walk.tally.conditions > maxConditions) {
      throw new QueryShapeError(`A query may compare at most ${maxConditions} values`, 'filters', path);
    }
    if (values.length > maxListItems) {
      throw new QueryShapeError(`${operator} on "${path}" may list at most ${maxListItems} values`, 'filters', path);
    }
    if (values.some((value) => typeof value === 'string' && value.length > maxValueLength)) {
      throw new QueryShapeError(
        `Values compared with "${path}" may be at most ${maxValueLength} long`,
        'filters',
        path,
      );
    }
  }

  /** Sorting only by the level's own fields (`title`, `date:desc`, `{ date: 'desc' }`), never through relations. */
  function sort(level: Level, value: unknown): void {
    const entries = Array.isArray(value) ? value : [value];
    for (const entry of entries) {
      const names =
        typeof entry === 'string'
          ? entry.split(',').map((part) => part.trim().split(':')[0])
          : isPlainObject(entry) && Object.values(entry).every((dir) => typeof dir === 'string')
            ? Object.keys(entry)
            : null;
      if (names === null) throw new QueryShapeError('sort must name fields of the entry', 'sort', level.path);
      for (const name of names) {
        const attribute = own(level.model.attributes, name);
        if (!SCALAR_KEYS.has(name) && (!attribute || isNested(attribute) || attribute.private === true)) {
          throw new QueryShapeError(`Cannot sort by "${join(level.path, name)}"`, 'sort', join(level.path, name));
        }
      }
    }
  }

  /** `fields` lists attribute names; Strapi checks the names themselves. */
  function fields(level: Level, value: unknown): void {
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((item) => typeof item === 'string')) {
      throw new QueryShapeError('fields must be a list of field names', 'fields', level.path);
    }
  }

  function pagination(value: unknown): void {
    if (!isPlainObject(value)) throw new QueryShapeError('pagination must be an object', 'pagination', '');
    for (const [key, entry] of Object.entries(value)) {
      if (!PAGINATION_KEYS.has(key) || !isScalar(entry)) {
        throw new QueryShapeError(`Invalid pagination parameter "${key}"`, 'pagination', key);
      }
    }
  }

  /**
   * Throws a QueryShapeError unless every root parameter is one the content API needs (`locale`, `status`,
   * `fields`, `filters`, `sort`, `populate`, `pagination`) and populate/filters stay within the rules.
   */
  function check(uid: string, query: Record<string, unknown>, rules: QueryRules): void {
    for (const key of Object.keys(query)) {
      if (!ROOT_PARAMS.has(key)) throw new QueryShapeError(`Unknown query parameter "${key}"`, 'query', key);
    }
    if (query.locale !== undefined && typeof query.locale !== 'string') {
      throw new QueryShapeError('locale must be a single locale code', 'query', 'locale');
    }
    const root: Level = {
      model: modelOf(uid, 'query', uid),
      depth: 1,
      allow: rules.allow === undefined ? undefined : (rules.allow[uid] ?? {}),
      path: '',
    };
    tally = { conditions: 0 };
    if (query.populate !== undefined) populate(root, query.populate, rules);
    const shape = rules.filterShapes === undefined ? undefined : (own(rules.filterShapes, uid) ?? NO_FILTERS);
    if (query.filters !== undefined) filters(root, query.filters, walkFor(rules, shape));
    if (query.sort !== undefined) sort(root, query.sort);
    if (query.fields !== undefined) fields(root, query.fields);
    if (query.pagination !== undefined) pagination(query.pagination);
  }

  return { check };
}
