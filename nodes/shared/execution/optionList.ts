import type { FieldType } from 'n8n-workflow';

/**
 * A multi-select's input in n8n's resource mapper: text. The editor keeps only text, numbers and
 * booleans as a fixed value of a mapper field (an 'array' field opens a JSON editor whose list n8n
 * then refuses or passes on as text), so the options are typed joined with `;`, and an expression
 * may give a list.
 */
export const OPTION_LIST_FIELD_TYPE: FieldType = 'string';

/** The label of a multi-select field in the mapper: says how to give several options. */
export const optionListLabel = (label: string): string => `${label} (options joined by ;)`;

/**
 * The options a multi-select value names: a list, text joined with `;`, or the text of a JSON list
 * (what the mapper's former JSON editor stored); trimmed, without empty parts. Undefined when the
 * value is none of these (an object, a list holding objects).
 */
export function optionList(value: unknown): string[] | undefined {
	let parts: unknown[];
	if (Array.isArray(value)) parts = value;
	else if (typeof value === 'string') parts = jsonList(value) ?? value.split(';');
	else if (typeof value === 'number' || typeof value === 'boolean') parts = [value];
	else return undefined;
	if (parts.some((part) => typeof part === 'object' && part !== null)) return undefined;
	return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

function jsonList(text: string): unknown[] | undefined {
	if (!text.trim().startsWith('[')) return undefined;
	try {
		const parsed: unknown = JSON.parse(text);
		return Array.isArray(parsed) ? parsed : undefined;
	} catch {
		return undefined;
	}
}
