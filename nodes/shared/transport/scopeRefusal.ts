import type { INodePropertyOptions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** A part of a picker's answer: what was read, or the scope the credential lacks to read it. */
export type PickerPart<T> = { value: T } | { missingScope: string };

/**
 * Reads a part of a picker's answer the credential may not be allowed to read (owners, custom
 * object schemas): a 403 gives the scope HubSpot names as missing (or `scope`, the one the part
 * needs), so the picker lists the rest and says what to add. Other failures stay failures.
 */
export async function unlessRefused<T>(read: Promise<T>, scope: string): Promise<PickerPart<T>> {
	return await read.then(
		(value): PickerPart<T> => ({ value }),
		(error: unknown): PickerPart<T> => {
			if (!(error instanceof NodeApiError) || String(error.httpCode) !== '403') throw error;
			const named = (error.errorResponse as { missingScopes?: unknown } | undefined)?.missingScopes;
			return {
				missingScope: Array.isArray(named) && named.length ? named.map(String).join(' or ') : scope,
			};
		},
	);
}

/**
 * What a picker shows in place of a list the credential may not read: one entry (choosing it is
 * refused as empty) naming the scope to add, or how to give the `given` (a value, a name) instead.
 */
export const unlisted = (
	what: string,
	missingScope: string,
	given = 'value',
): INodePropertyOptions[] => [
	{
		name: `${what} not listed: the credential lacks the scope ${missingScope}`,
		value: '',
		description: `Add the scope ${missingScope} to the credential, or give the ${given} by expression`,
	},
];

/**
 * A request an optional scope grants (a report only some tokens may read): HubSpot's 403 stays a
 * NodeApiError, its message naming the scope `what` needs so the user knows what to add.
 */
export async function needingScope<T>(
	request: Promise<T>,
	scope: string,
	what: string,
): Promise<T> {
	return await request.catch((error: unknown) => {
		if (error instanceof NodeApiError && String(error.httpCode) === '403') {
			error.message = `${what} needs the scope ${scope}: ${error.message}`;
			error.description =
				`Add the scope ${scope} to the app and to the credential, then reconnect. ${error.description ?? ''}`.trim();
		}
		throw error;
	});
}
