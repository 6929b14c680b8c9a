import type {
	IExecuteFunctions,
	IGetNodeParameterOptions,
	INodeExecutionData,
	INodeParameters,
	NodeParameterValueType,
} from 'n8n-workflow';
import { isSafeObjectProperty } from 'n8n-workflow';

/**
 * Per-item parameter reads (`itemReader`) without n8n's expression engine where that gives the very same value.
 *
 * n8n evaluates every expression of every parameter once per item, which costs more than the rest of
 * a batch operation (in n8n 2.41, about 1 ms per item for a record ID and a property). Most parameters hold no
 * expression at all, and most expressions users write are a plain field of the current item
 * (`{{ $json.id }}`, `{{ $json["e-mail"] }}`, `{{ $json.a.b }}`). So each parameter's raw value is
 * read once per execution and compiled: a value without expressions is the same for every item, and
 * a plain field reference is read from the item's json. Anything else, and any case where n8n's
 * answer could differ (a field that is an object, an inherited or refused name, an item without
 * json), is left to n8n's own `getNodeParameter`, per item, as before.
 *
 * The values equal n8n's: n8n also returns plain values as they are and a single `{{ }}` expression's
 * result as it is (a number stays a number, a missing field is `undefined`). n8n's schema checks and
 * its Luxon clean-up never apply to what is answered here: the package's parameters declare no
 * `validateType` (a test checks it), a resource mapper's value is left to n8n whole (but for "Map
 * Automatically" without expressions, which n8n answers as stored), and so are objects.
 */

/** n8n must evaluate this one (for the parameter, or for one item). */
const N8N = Symbol('n8n evaluates');

type ReadValue = (json: unknown) => unknown;

/** A JavaScript identifier after `.` (no escapes). */
const IDENTIFIER = String.raw`[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*`;
/** A quoted name in brackets: no escapes, line breaks or braces (n8n cuts expressions at `}}`). */
const QUOTED = String.raw`"[^"\\{}\n\r\u2028\u2029]*"|'[^'\\{}\n\r\u2028\u2029]*'`;
/** An array index in brackets, small enough to be exact. */
const INDEX = String.raw`0|[1-9]\d{0,14}`;
const SEGMENT = new RegExp(String.raw`\.(${IDENTIFIER})|\[(?:(${QUOTED})|(${INDEX}))\]`, 'uy');
const PLAIN_REFERENCE = new RegExp(
	String.raw`^=\{\{\s*\$json((?:\.${IDENTIFIER}|\[(?:${QUOTED}|${INDEX})\])+)\s*\}\}$`,
	'u',
);
/** n8n refuses any expression with this in it, whatever it names. */
const CONSTRUCTOR_ACCESS = /\.\s*constructor/;

/** The field names of `={{ $json.a["b c"][0] }}`, or undefined when the expression is anything else. */
export function plainFieldPath(expression: string): string[] | undefined {
	const match = PLAIN_REFERENCE.exec(expression);
	if (!match || CONSTRUCTOR_ACCESS.test(expression)) return undefined;
	const path: string[] = [];
	SEGMENT.lastIndex = 0;
	for (let segment = SEGMENT.exec(match[1]); segment; segment = SEGMENT.exec(match[1])) {
		path.push(segment[1] ?? (segment[2] !== undefined ? segment[2].slice(1, -1) : segment[3]));
	}
	// Names n8n's sandbox refuses are left to it, to refuse them as it does.
	return path.every(isSafeObjectProperty) ? path : undefined;
}

/** A field of an item's json, as n8n's `{{ $json.… }}` gives it, or N8N when that cannot be said here. */
function fieldReader(path: string[]): ReadValue {
	const last = path.length - 1;
	return (json) => {
		let value = json;
		for (let depth = 0; depth <= last; depth++) {
			// Only own fields of objects and lists: a text's `length`, an inherited method or a missing
			// parent is left to n8n.
			if (typeof value !== 'object' || value === null) return N8N;
			const name = path[depth];
			if (!Object.prototype.hasOwnProperty.call(value, name))
				return depth === last && !(name in value) ? undefined : N8N;
			value = (value as Record<string, unknown>)[name];
		}
		// Objects (and anything not plain data) come back from n8n in its own way.
		return value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)
			? value
			: N8N;
	};
}

/** A resource mapper's value: n8n checks (and may convert) its fields against their schema after evaluating. */
const isResourceMapperValue = (raw: unknown): boolean =>
	typeof raw === 'object' && raw !== null && 'mappingMode' in raw;

/** Whether a stored parameter value holds an expression anywhere (a text starting with `=`). */
export const holdsExpression = (value: unknown): boolean =>
	typeof value === 'string'
		? value.startsWith('=')
		: typeof value === 'object' && value !== null
			? Object.values(value).some(holdsExpression)
			: false;

const isStoredAutoMapper = (raw: unknown): boolean =>
	(raw as { mappingMode?: unknown }).mappingMode === 'autoMapInputData' && !holdsExpression(raw);

/** How a raw parameter value reads for an item, or N8N when some expression in it needs n8n. */
function compile(raw: unknown): ReadValue | typeof N8N {
	if (isResourceMapperValue(raw))
		// "Map Automatically" without expressions holds no values to check and is the same for every
		// item: answered as stored (read-only for its callers), at no cost per item. Any other mapper is n8n's.
		return isStoredAutoMapper(raw) ? () => raw : N8N;
	if (typeof raw === 'string' && raw.startsWith('=')) {
		const path = plainFieldPath(raw);
		return path ? fieldReader(path) : N8N;
	}
	if (typeof raw !== 'object' || raw === null) return () => raw;
	const entries = Object.entries(raw).map(([key, value]) => [key, compile(value)] as const);
	if (entries.some(([, read]) => read === N8N)) return N8N;
	const reads = entries as Array<readonly [string, ReadValue]>;
	// A fresh copy per item, as n8n returns: callers may change what they get.
	return (json) => {
		const values = reads.map(([key, read]) => [key, read(json)] as const);
		if (values.some(([, value]) => value === N8N)) return N8N;
		return Array.isArray(raw) ? values.map(([, value]) => value) : Object.fromEntries(values);
	};
}

/** lodash's `get`, as n8n reads a parameter by its dotted name. */
function rawParameter(parameters: INodeParameters, name: string): unknown {
	let value: unknown = parameters;
	for (const key of name.split('.')) {
		if (value === undefined || value === null) return undefined;
		value = (value as Record<string, unknown>)[key];
	}
	return value;
}

/**
 * How operations read a parameter for an item: `read(name, itemIndex, fallback)` answers as n8n's
 * `getNodeParameter` would, from the parameters compiled once per run where it can (see above), and
 * asks n8n otherwise (options such as `extractValue` included).
 */
export type ItemReader = (
	name: string,
	itemIndex: number,
	fallbackValue?: unknown,
	options?: IGetNodeParameterOptions,
) => NodeParameterValueType | object;

const readers = new WeakMap<IExecuteFunctions, ItemReader>();

/** The item reader of this run: one per execution context, so every helper shares its compiled parameters. */
export function itemReader(ctx: IExecuteFunctions): ItemReader {
	let reader = readers.get(ctx);
	if (!reader) readers.set(ctx, (reader = compiledReader(ctx)));
	return reader;
}

function compiledReader(ctx: IExecuteFunctions): ItemReader {
	const n8nRead = (
		name: string,
		itemIndex: number,
		fallbackValue?: unknown,
		options?: IGetNodeParameterOptions,
	) => ctx.getNodeParameter(name, itemIndex, fallbackValue as never, options);
	let parameters: INodeParameters | undefined;
	let items: INodeExecutionData[] | undefined;
	const compiled = new Map<string, ReadValue | typeof N8N>();
	return (name, itemIndex, fallbackValue, options) => {
		// Options (raw expressions, extracted values, ensured types) and indexed names stay n8n's.
		if (options !== undefined || /[[\]]/.test(name))
			return n8nRead(name, itemIndex, fallbackValue, options);
		parameters ??= ctx.getNode().parameters;
		let read = compiled.get(name);
		if (read === undefined) {
			const raw = rawParameter(parameters, name);
			// A parameter the node does not hold reads as the fallback, n8n's way (and its error without one).
			if (raw === undefined) read = fallbackValue === undefined ? N8N : compile(fallbackValue);
			else compiled.set(name, (read = compile(raw)));
		}
		if (read === N8N) return n8nRead(name, itemIndex, fallbackValue);
		items ??= ctx.getInputData();
		const item = items[itemIndex];
		const value =
			item && typeof item.json === 'object' && item.json !== null ? read(item.json) : N8N;
		return value === N8N
			? n8nRead(name, itemIndex, fallbackValue)
			: (value as NodeParameterValueType);
	};
}
