import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { assetAssociationDescription, setAssetAssociation } from './assetAssociation';

export const description = assetAssociationDescription('addAsset');

/** Associates an asset (an email, a form, a list …) with the campaign. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await setAssetAssociation(this, items, true);
}
