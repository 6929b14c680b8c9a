import type { INode } from 'n8n-workflow';
import { invalidInput } from '../../shared/execution/validation';

/**
 * A date-time as epoch milliseconds: ISO 8601 text (what n8n's date picker gives), epoch milliseconds
 * as a number or digits, or a date object from an expression (a JavaScript Date, a Luxon DateTime).
 * Empty gives undefined; anything else is refused naming the field and the item.
 */
export function readDateTime(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex: number,
): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const ms =
		typeof value === 'number'
			? value
			: typeof value === 'string'
				? /^\d+$/.test(value.trim())
					? Number(value.trim())
					: Date.parse(value)
				: value instanceof Date
					? value.getTime()
					: typeof (value as { toMillis?: unknown }).toMillis === 'function'
						? (value as { toMillis(): number }).toMillis()
						: NaN;
	if (!Number.isFinite(ms))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a date-time such as 2026-10-01T16:00:00Z, got ${JSON.stringify(value)?.slice(0, 60)}`,
		);
	return ms;
}

/** Refuses an end before its start (both given), naming the end field and the item. */
export function checkOrder(
	ctx: { getNode(): INode },
	start: { field: string; ms?: number },
	end: { field: string; ms?: number },
	itemIndex: number,
): void {
	if (start.ms === undefined || end.ms === undefined || end.ms >= start.ms) return;
	throw invalidInput(
		ctx,
		end.field,
		itemIndex,
		`must not be before ${start.field} (${new Date(end.ms).toISOString()} is before ${new Date(start.ms).toISOString()})`,
	);
}
