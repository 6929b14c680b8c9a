import type { INode, INodeParameters, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { NodeHelpers as NodeHelpersOfN8n1 } from 'n8n-workflow-v1';
import { NodeHelpers as NodeHelpersOfN8n20 } from 'n8n-workflow-v20';
import { HubSpotCrm } from '../../nodes/HubSpotCrm/HubSpotCrm.node';

/**
 * "Fields to Skip" applies only to the mapper's "Map Automatically": it shows in that mode and hides in
 * "Map Each Property Below", judged by each supported n8n's own display check (n8n 1.123 reads
 * n8n-workflow 1.120, n8n 2.0 reads 2.0, the current n8n 2.41). n8n 1.x cannot order a condition on a
 * nested value by its parameter name ("Max iterations reached" for every parameter of the node).
 */
const RELEASES = [
	['n8n 1.123 (n8n-workflow 1.120)', NodeHelpersOfN8n1],
	['n8n 2.0 (n8n-workflow 2.0)', NodeHelpersOfN8n20],
	['n8n 2.41 (n8n-workflow 2.41)', NodeHelpers],
] as const;

const description = new HubSpotCrm().description as INodeTypeDescription;

/** Whether the editor of that n8n shows Fields to Skip on a node with these values. */
function fieldsToSkipShown(
	helpers: (typeof RELEASES)[number][1],
	typeVersion: number,
	given: INodeParameters,
): boolean {
	const node = { typeVersion, parameters: given } as INode;
	const parameters = helpers.getNodeParameters(
		description.properties as never,
		given as never,
		true,
		false,
		node as never,
		description as never,
	) as INodeParameters;
	const shown = description.properties
		.filter((property) => property.name === 'fieldsToSkip')
		.filter((property) =>
			helpers.displayParameterPath(
				parameters as never,
				property as never,
				'',
				node as never,
				description as never,
			),
		);
	// The editor's value check and its display check agree.
	expect('fieldsToSkip' in parameters).toBe(shown.length > 0);
	return shown.length > 0;
}

describe.each(RELEASES)('Fields to Skip in %s', (_release, helpers) => {
	it.each([2, 3])(
		'version %i: shown with "Map Automatically", hidden with "Map Each Property Below"',
		(typeVersion) => {
			for (const operation of [
				'create',
				'update',
				'upsert',
				'batchCreate',
				'batchUpdate',
				'batchUpsert',
			]) {
				const given = (mappingMode?: string): INodeParameters => ({
					resource: 'record',
					operation,
					objectType: 'contacts',
					...(mappingMode ? { columns: { mappingMode, value: null } } : {}),
				});
				expect([
					operation,
					fieldsToSkipShown(helpers, typeVersion, given('autoMapInputData')),
				]).toEqual([operation, true]);
				expect([operation, fieldsToSkipShown(helpers, typeVersion, given('defineBelow'))]).toEqual([
					operation,
					false,
				]);
				// A new node's mapper starts in "Map Each Property Below".
				expect([operation, fieldsToSkipShown(helpers, typeVersion, given())]).toEqual([
					operation,
					false,
				]);
			}
		},
	);
});
