import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { assetAssociationDescription, setAssetAssociation } from './assetAssociation';

export const description = assetAssociationDescription('removeAsset');

/** Removes an asset's association with the campaign (the asset itself stays). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await setAssetAssociation(this, items, false);
}
