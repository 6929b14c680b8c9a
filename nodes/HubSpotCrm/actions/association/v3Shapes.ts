import type { IDataObject } from 'n8n-workflow';
import type { BatchResponseBody } from '../../../shared/execution/batching';
import { crmObjectType } from '../../../shared/crm/objectTypes';

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
export function toV3Associations(
	body: BatchResponseBody | undefined,
	from: string,
	to: string,
): BatchResponseBody | undefined {
	if (!body?.results) return body;
	const [fromName, toName] = [crmObjectType(from)?.v3Name, crmObjectType(to)?.v3Name];
	const unlabeled = fromName && toName ? `${fromName}_to_${toName}` : undefined;
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
