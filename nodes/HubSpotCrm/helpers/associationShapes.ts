import type { IDataObject } from 'n8n-workflow';
import type { BatchResponseBody } from '../../shared/batching';

/** Singular names of the listed types, from which v3 named an unlabeled association type (`company_to_contact`). */
const SINGULAR: Record<string, string> = {
	companies: 'company',
	contacts: 'contact',
	'0-3': 'deal',
	deals: 'deal',
	line_items: 'line_item',
	leads: 'lead',
	partner_clients: 'partner_client',
	products: 'product',
	projects: 'project',
	tickets: 'ticket',
};

interface DatedAssociation {
	toObjectId: string | number;
	associationTypes?: Array<{ category?: string; typeId?: number; label?: string | null }>;
}

/**
 * The date versions' association read answer (v4 shape: `to[{toObjectId, associationTypes}]`) in the
 * v3 shape the node has always output: `to[{id, type}]`, one entry per associated record and type. A
 * labeled type is named by its label; an unlabeled one as v3 named it, or by its type id for types
 * v3 named otherwise.
 */
export function toV3Associations(body: BatchResponseBody | undefined, from: string, to: string): BatchResponseBody | undefined {
	if (!body?.results) return body;
	const unlabeled = SINGULAR[from] && SINGULAR[to] ? `${SINGULAR[from]}_to_${SINGULAR[to]}` : undefined;
	const results = body.results.map((result) => {
		const associations = (result.to ?? []) as Array<DatedAssociation | IDataObject>;
		if (!associations.some((a) => 'toObjectId' in a)) return result;
		const rest: IDataObject = { ...result };
		delete rest.paging;
		return {
			...rest,
			to: (associations as DatedAssociation[]).flatMap((a) =>
				(a.associationTypes?.length ? a.associationTypes : [{}]).map((t) => ({
					id: String(a.toObjectId),
					type: t.label || unlabeled || String(t.typeId ?? ''),
				})),
			),
		};
	});
	return { ...body, results };
}
