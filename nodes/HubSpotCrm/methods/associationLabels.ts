import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { labelOptions } from '../helpers/associationPairs';

/** The association types (labels) of the chosen pair of object types. */
export async function getAssociationLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await labelOptions(this);
}
