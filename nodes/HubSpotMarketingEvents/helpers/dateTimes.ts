import type { INode } from 'n8n-workflow';
import { invalidInput } from '../../shared/execution/validation';

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
