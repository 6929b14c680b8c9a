import type { IExecuteFunctions } from 'n8n-workflow';
import {
	propertyDefinitions,
	type PropertyDefinition,
} from '../../../../shared/crm/propertyDefinitions';
import type { BatchPlan } from '../../../../shared/execution/batching';
import type { PathSegment } from '../../../../shared/transport/paths';

/**
 * The property definitions the resource mapper converts values by, kept for a few minutes per
 * credential and object type: a workflow run every minute need not spend a request of its rate
 * window on them each time (the 101st request of a 10,000-item batch update waited out a window).
 * Properties change seldom; a run that names a property the kept definitions lack reads them again,
 * and so does the next run after HubSpot refused a property as unknown (one deleted meanwhile).
 */
const KEEP_MS = 5 * 60_000;

/** Credentials × object types kept at most; the oldest goes first. */
const MAX_ENTRIES = 200;

const kept = new Map<string, { readAt: number; definitions: PropertyDefinition[] }>();

/**
 * The credential the node runs with, by n8n's credential ids (no secret): undefined when n8n gives
 * none, and the definitions are then read every run.
 */
function credentialKey(ctx: IExecuteFunctions): string | undefined {
	const credentials = Object.entries(ctx.getNode().credentials ?? {});
	if (credentials.length === 0 || credentials.some(([, credential]) => !credential.id))
		return undefined;
	return credentials.map(([type, credential]) => `${type}:${credential.id}`).join(',');
}

const keyOf = (credential: string, objectType: PathSegment): string =>
	`${credential}|${objectType}`;

/** The type's definitions, kept ones when fresh and naming every property in `names`, else read (and kept). */
export async function keptPropertyDefinitions(
	ctx: IExecuteFunctions,
	objectType: PathSegment,
	names: string[],
): Promise<PropertyDefinition[]> {
	const credential = credentialKey(ctx);
	if (credential === undefined) return await propertyDefinitions(ctx, objectType);
	const key = keyOf(credential, objectType);
	const now = Date.now();
	const entry = kept.get(key);
	if (entry && now - entry.readAt < KEEP_MS) {
		const known = new Set(entry.definitions.map((definition) => definition.name));
		if (names.every((name) => known.has(name))) return entry.definitions;
	}
	const definitions = await propertyDefinitions(ctx, objectType);
	kept.delete(key);
	kept.set(key, { readAt: now, definitions });
	for (const oldest of kept.keys()) {
		if (kept.size <= MAX_ENTRIES) break;
		kept.delete(oldest);
	}
	return definitions;
}

/** Drops the kept definitions of `objectType` for the node's credential: a definition write changed them. */
export function forgetPropertyDefinitions(ctx: IExecuteFunctions, objectType: PathSegment): void {
	const credential = credentialKey(ctx);
	if (credential !== undefined) kept.delete(keyOf(credential, objectType));
}

/** HubSpot's code for a property it does not know, in a refusal's message or a batch answer's errors. */
const UNKNOWN_PROPERTY = 'PROPERTY_DOESNT_EXIST';

const refusedAsUnknown = (error: unknown): boolean => {
	const { message, description } = (error ?? {}) as { message?: unknown; description?: unknown };
	return `${String(message)} ${String(description)}`.includes(UNKNOWN_PROPERTY);
};

const answeredUnknown = (answer: unknown): boolean => {
	const errors = (answer as { errors?: unknown } | undefined)?.errors;
	return Array.isArray(errors) && JSON.stringify(errors).includes(UNKNOWN_PROPERTY);
};

/**
 * Runs a write of records of `objectType`; when HubSpot refuses a property as unknown (the whole
 * request, or inputs of a batch), the type's kept definitions are dropped. The answer or error goes on.
 */
export async function forgettingUnknownProperties<T>(
	ctx: IExecuteFunctions,
	objectType: PathSegment,
	write: () => Promise<T>,
): Promise<T> {
	const forget = () => forgetPropertyDefinitions(ctx, objectType);
	const answer = await write().catch(async (error: unknown) => {
		if (refusedAsUnknown(error)) forget();
		return await Promise.reject(error);
	});
	if (answeredUnknown(answer)) forget();
	return answer;
}

/** A batch plan's `send` that drops the kept definitions of `objectType` when HubSpot refuses a property as unknown. */
export const unlessPropertiesUnknown =
	(ctx: IExecuteFunctions, objectType: PathSegment, send: BatchPlan['send']): BatchPlan['send'] =>
	async (chunk) =>
		await forgettingUnknownProperties(ctx, objectType, async () => await send(chunk));
