import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { invalidInput } from '../transport/errors';
import { instantOf } from './dateTimes';
import { itemReader } from './itemParameters';

/**
 * Checks that refuse bad input before any request is sent, with an error that names the field and
 * the item. Values come from expressions, upstream items and AI agents, so every reader accepts
 * `unknown` and refuses what it cannot send as the service wants it, instead of converting it.
 * `invalidInput` (transport/errors.ts, where path checks need it too) is the one way to build that error.
 */
export { invalidInput };

/** A value as shown in a refusal, cut short so a huge value does not make a huge message. */
export function shown(value: unknown): string {
	const text =
		typeof value === 'string'
			? JSON.stringify(value)
			: Array.isArray(value)
				? 'a list'
				: typeof value === 'object' && value !== null
					? 'an object'
					: String(value);
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Text as the service wants it: text, a number or a boolean (sent as its text); nothing is empty.
 * Objects and lists are refused instead of becoming "[object Object]".
 */
export function readText(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
		return String(value);
	throw invalidInput(ctx, field, itemIndex, `must be text, got ${shown(value)}`);
}

/**
 * A date and time parameter in epoch ms (ISO 8601 text, epoch milliseconds, a Date or a DateTime);
 * undefined when left empty.
 */
export function readDateTime(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number | undefined,
): number | undefined {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
		return undefined;
	const at = instantOf(value);
	if (at === undefined)
		throw invalidInput(ctx, field, itemIndex, `must be a date and time, got ${shown(value)}`);
	return at;
}

/** A date and time that must be given, in epoch ms. */
export function requiredDateTime(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
): number {
	const at = readDateTime(ctx, value, field, itemIndex);
	if (at === undefined) throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	return at;
}

/** A text parameter that must not be empty once trimmed. */
export function requiredString(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): string {
	const read = itemReader(ctx);
	const value = readText(ctx, read(name, itemIndex, ''), field, itemIndex).trim();
	if (value === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	return value;
}

/** The largest id HubSpot stores (a signed 64-bit integer). */
const MAX_ID = 9_223_372_036_854_775_807n;

/** A numeric id (a HubSpot record, email, author, row, app or subscription id): digits within an int64. */
export function readIntegerId(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const text =
		typeof value === 'number' && Number.isSafeInteger(value)
			? String(value)
			: typeof value === 'string'
				? value.trim()
				: undefined;
	// A mapped field the item lacks is empty too, not "undefined".
	if (text === '' || value === undefined || value === null)
		throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	if (text === undefined || !/^\d+$/.test(text))
		throw invalidInput(ctx, field, itemIndex, `must be digits only, got ${shown(value)}`);
	if (text.length > 19 || BigInt(text) > MAX_ID || BigInt(text) === 0n) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be an ID from 1 to ${MAX_ID}, got ${shown(value)}`,
		);
	}
	return text;
}

/** A whole number within bounds, given as a number or as its text (not empty, not a list). */
export function boundedInteger(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
	min: number,
	max: number,
): number {
	const n =
		typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
			? Number(value)
			: NaN;
	if (!Number.isInteger(n) || n < min || n > max) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a whole number from ${min} to ${max}, got ${shown(value)}`,
		);
	}
	return n;
}

/** An address HubSpot can send to: one `local@domain.tld`, no spaces, line breaks or display name. */
const EMAIL_ADDRESS =
	/^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const EMAIL_MAX_LENGTH = 254;

/** One e-mail address. */
export function readEmailAddress(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const text = readText(ctx, value, field, itemIndex).trim();
	if (text === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	if (text.length > EMAIL_MAX_LENGTH || !EMAIL_ADDRESS.test(text)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be an e-mail address such as name@example.com, got ${shown(text)}`,
		);
	}
	return text;
}

/** Comma-separated e-mail addresses (or a list of them); empty gives none. */
export function readEmailAddresses(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string[] {
	const parts = Array.isArray(value) ? value : readText(ctx, value, field, itemIndex).split(',');
	return parts
		.filter((part) => typeof part !== 'string' || part.trim() !== '')
		.map((part) => readEmailAddress(ctx, part, field, itemIndex));
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The item's absolute URL: its text as given (trimmed) and as parsed. */
function readAbsoluteUrl(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): { text: string; url: URL } {
	const text = readText(ctx, value, field, itemIndex).trim();
	if (text === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	try {
		return { text, url: new URL(text) };
	} catch {
		throw invalidInput(ctx, field, itemIndex, `must be an absolute URL, got ${shown(text)}`);
	}
}

/**
 * A URL the service can call: https, or http only to this machine (loopback), which HubSpot never
 * reaches but a local test service does.
 */
export function readCallableUrl(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const { text, url } = readAbsoluteUrl(ctx, value, field, itemIndex);
	if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname)))
		return text;
	throw invalidInput(
		ctx,
		field,
		itemIndex,
		`must be an https URL (HubSpot does not deliver to plain http), got ${shown(text)}`,
	);
}

/** IPv4 ranges no public file lives in: this network, private, shared (CGNAT), loopback, link-local. */
const NON_PUBLIC_IPV4: Array<[first: number, second: [number, number]]> = [
	[0, [0, 255]],
	[10, [0, 255]],
	[100, [64, 127]],
	[127, [0, 255]],
	[169, [254, 254]],
	[172, [16, 31]],
	[192, [168, 168]],
];

/** Whether a URL's host (as WHATWG URL normalises it) is this machine or a private network. */
function isNonPublicHost(hostname: string): boolean {
	const host = hostname.toLowerCase().replace(/\.$/, '');
	if (host === 'localhost' || host.endsWith('.localhost')) return true;
	const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
	if (v4) {
		const [a, b] = [Number(v4[1]), Number(v4[2])];
		return NON_PUBLIC_IPV4.some(([first, [low, high]]) => a === first && b >= low && b <= high);
	}
	if (!host.startsWith('[')) return false;
	const v6 = host.slice(1, -1);
	const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
	if (mapped) {
		const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
		return isNonPublicHost(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
	}
	// Unspecified, loopback, unique local (fc00::/7), link-local (fe80::/10).
	return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/**
 * A public http or https URL for HubSpot to fetch a file from. This machine (localhost, loopback),
 * link-local addresses (the cloud metadata address 169.254.169.254) and private networks are refused:
 * HubSpot fetches from the internet, and such an address either reaches nothing or what no workflow
 * should hand over.
 */
export function readPublicUrl(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const { text, url } = readAbsoluteUrl(ctx, value, field, itemIndex);
	if (url.protocol !== 'https:' && url.protocol !== 'http:')
		throw invalidInput(ctx, field, itemIndex, `must be an http or https URL, got ${shown(text)}`);
	if (isNonPublicHost(url.hostname))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a public address, got ${shown(text)}: HubSpot fetches the file from the internet, so this machine, link-local and private network addresses are refused`,
			`Give the file's public URL in "${field}" of item ${itemIndex}, or upload the file with Upload instead.`,
		);
	return text;
}

/**
 * Keys n8n cannot send: `__proto__` is lost when the object is copied, and n8n's HTTP client strips
 * `constructor` and `prototype` from request bodies.
 */
const UNSENDABLE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Refuses a name n8n would drop from the request instead of sending it. */
export function checkSendableKey(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): void {
	if (UNSENDABLE_KEYS.has(name)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`"${name}" cannot be sent as a name by n8n (it would be dropped); rename it`,
		);
	}
}

/** Refuses unsendable keys anywhere in a parsed JSON value. */
function checkSendableKeys(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): void {
	if (Array.isArray(value)) {
		for (const entry of value) checkSendableKeys(ctx, entry, field, itemIndex);
	} else if (typeof value === 'object' && value !== null) {
		for (const [name, entry] of Object.entries(value)) {
			checkSendableKey(ctx, name, field, itemIndex);
			checkSendableKeys(ctx, entry, field, itemIndex);
		}
	}
}

/** A JSON value given as text or already parsed; empty text gives `empty`. Unsendable keys are refused. */
export function parsedJson(
	ctx: IExecuteFunctions,
	raw: unknown,
	field: string,
	itemIndex: number,
	empty: unknown,
): unknown {
	let value: unknown = raw;
	if (typeof raw === 'string') {
		if (raw.trim() === '') return empty;
		try {
			value = JSON.parse(raw);
		} catch (error) {
			throw invalidInput(ctx, field, itemIndex, `is not valid JSON (${(error as Error).message})`);
		}
	}
	checkSendableKeys(ctx, value, field, itemIndex);
	return value;
}

/** A JSON object parameter, given as text or already parsed. */
export function jsonObject(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): IDataObject {
	const read = itemReader(ctx);
	const value = parsedJson(ctx, read(name, itemIndex, '{}'), field, itemIndex, {});
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw invalidInput(ctx, field, itemIndex, 'must be a JSON object');
	}
	return value as IDataObject;
}

/**
 * Values HubSpot stores as text (CRM properties, template properties): text, numbers and booleans
 * are sent as their text, null as the empty string; objects, lists and unsendable names are refused.
 */
export function toPropertyValues(
	ctx: IExecuteFunctions,
	values: IDataObject,
	field: string,
	itemIndex: number,
): Record<string, string> {
	const result: Record<string, string> = {};
	for (const [name, value] of Object.entries(values)) {
		checkSendableKey(ctx, name, field, itemIndex);
		if (typeof value === 'object' && value !== null) {
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`property "${name}" must be a text, number or boolean value`,
			);
		}
		result[name] = readText(ctx, value, field, itemIndex);
	}
	return result;
}

/**
 * A number from `min` up (an amount, a price): a finite number or its text, as HubSpot wants a JSON
 * number; empty, text that is no number, a list or an object refused.
 */
export function readNumberFrom(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
	min: number,
): number {
	const n =
		typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
			? Number(value)
			: NaN;
	if (!Number.isFinite(n))
		throw invalidInput(ctx, field, itemIndex, `must be a number, got ${shown(value)}`);
	if (n < min) throw invalidInput(ctx, field, itemIndex, `must be ${min} or more, got ${n}`);
	return n;
}

/** A date and time parameter as ISO 8601 text (what HubSpot's marketing APIs take); undefined when left empty. */
export function readIsoDateTime(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
): string | undefined {
	const at = readDateTime(ctx, value, field, itemIndex);
	return at === undefined ? undefined : new Date(at).toISOString();
}

/** A calendar day (YYYY-MM-DD; a date-time gives its UTC day); empty gives undefined. */
export function readDay(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
): string | undefined {
	return readIsoDateTime(ctx, value, field, itemIndex)?.slice(0, 10);
}
